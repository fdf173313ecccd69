import {
  type CreditTransferCandidate,
  planCreditTransferFiles,
} from '@vetbo/domain/money-files/sepa/credit-transfer-plan';
import { creditTransferXml } from '@vetbo/domain/money-files/sepa/credit-transfer-xml';
import { CREDIT_TRANSFER_VERSIONS, type CreditTransferFile } from '@vetbo/domain/money-files/sepa/types';
import { describe, expect, it } from 'vitest';
import { sepaXsdErrors } from '../src/sepa-xsd.ts';
import { cents, creditNote, creditor, first, IBAN, OPTIONS, values } from './support/sepa.ts';

const TRANSFER_OPTIONS = { ...OPTIONS, messageIdPrefix: 'VBSCT' };

/** The plan's single file, written in both versions, each valid against its XSD; the .09 text. */
function onlyFile(candidates: CreditTransferCandidate[], options = TRANSFER_OPTIONS) {
  const plan = planCreditTransferFiles(candidates, options);
  expect(plan.excluded).toEqual([]);
  expect(plan.files).toHaveLength(1);
  const file = plan.files[0] as CreditTransferFile;
  for (const version of CREDIT_TRANSFER_VERSIONS)
    expect(sepaXsdErrors(creditTransferXml(file, version), version)).toEqual([]);
  return { file, xml: creditTransferXml(file) };
}

describe('transfer files (pain.001) for credit notes, each valid against the official XSD', () => {
  it('pays from the creditor’s account to each establishment’s billing account', () => {
    const { xml } = onlyFile([creditNote(1)]);
    expect(xml).toContain(`<DbtrAcct>\n<Id>\n<IBAN>${IBAN.creditorA}</IBAN>`);
    expect(xml).toContain('<DbtrAgt>\n<FinInstnId>\n<BICFI>BNPAFRPP</BICFI>');
    expect(xml).toContain(`<CdtrAcct>\n<Id>\n<IBAN>${IBAN.debtor}</IBAN>`);
    expect(values(xml, 'Nm')).toEqual([
      'Reseau Veterinaire Sud',
      'Reseau Veterinaire Sud',
      'SELARL Veterinaires Associes',
    ]);
    expect(values(xml, 'EndToEndId')).toEqual(['AVS-2026-000001']);
    expect(values(xml, 'Ustrd')).toEqual(['Avoir AVS-2026-000001 Clinique des Ecoles 1']);
    expect(values(xml, 'PmtMtd')).toEqual(['TRF']);
    expect(values(xml, 'ChrgBr')).toEqual(['SLEV']);
    // No BIC for the payee: no CdtrAgt (optional in a transfer).
    expect(xml).not.toContain('<CdtrAgt>');
  });

  it('names the payee’s bank when its BIC is known', () => {
    const account = { holderName: 'X', iban: IBAN.debtor, bicSwift: 'agri fr pp' };
    const { file, xml } = onlyFile([creditNote(1, { account })]);
    expect(xml).toContain('<CdtrAgt>\n<FinInstnId>\n<BICFI>AGRIFRPP</BICFI>');
    expect(creditTransferXml(file, 'pain.001.001.03')).toContain(
      '<CdtrAgt>\n<FinInstnId>\n<BIC>AGRIFRPP</BIC>',
    );
  });

  it('makes one batch per execution day, on TARGET2 business days, never in the past', () => {
    const { file, xml } = onlyFile([
      creditNote(1, { dueDate: '2026-12-10' }),
      creditNote(2, { dueDate: '2026-11-02' }), // past → today (Friday 27 November)
      creditNote(3, { dueDate: '2026-12-10' }),
      creditNote(4, { dueDate: '2026-11-29' }), // Sunday → Monday
    ]);
    expect(file.batches.map((b) => [b.executionDate, b.transactions.map((t) => t.documentId)])).toEqual([
      ['2026-11-27', [2]],
      ['2026-11-30', [4]],
      ['2026-12-10', [1, 3]],
    ]);
    expect(xml).toContain('<ReqdExctnDt>\n<Dt>2026-11-27</Dt>\n</ReqdExctnDt>');
    expect(creditTransferXml(file, 'pain.001.001.03')).toContain('<ReqdExctnDt>2026-11-27</ReqdExctnDt>');
    expect(values(xml, 'NbOfTxs')).toEqual(['4', '1', '1', '2']);
  });

  it('keeps NbOfTxs and CtrlSum exact over many odd amounts, 0.01 € included', () => {
    const amounts = [1, ...Array.from({ length: 499 }, (_, i) => ((i * 104_729) % 99_991) + 3)];
    const { xml } = onlyFile(amounts.map((amountWithVat, i) => creditNote(i + 1, { amountWithVat })));
    expect(values(xml, 'InstdAmt').map(cents)).toEqual(amounts);
    expect(values(xml, 'InstdAmt')[0]).toBe('0.01');
    const total = amounts.reduce((sum, a) => sum + a, 0);
    expect(values(xml, 'CtrlSum').map(cents)).toEqual([total, total]);
    expect(values(xml, 'NbOfTxs')).toEqual(['500', '500']);
  });

  it('makes one file per creditor, the creditor without BIC paying with NOTPROVIDED', () => {
    const plan = planCreditTransferFiles(
      [creditNote(1), creditNote(2, { creditor: creditor(2) })],
      TRANSFER_OPTIONS,
    );
    expect(plan.excluded).toEqual([]);
    expect(plan.files.map((f) => f.debtorCreditorId)).toEqual([1, 2]);
    const xml = creditTransferXml(first(plan.files.slice(1)));
    expect(sepaXsdErrors(xml, 'pain.001.001.09')).toEqual([]);
    expect(values(xml, 'MsgId')).toEqual(['VBSCT-20261127100000000-2']);
    expect(xml).toContain('<DbtrAgt>\n<FinInstnId>\n<Othr>\n<Id>NOTPROVIDED</Id>');
  });

  it('writes long and accented names in the EPC set, within 70 characters', () => {
    const holderName =
      'Clinique vétérinaire de l’Étang — Société d’exercice libéral « Les Castors » & associés';
    const { xml } = onlyFile([creditNote(1, { account: { holderName, iban: IBAN.debtor, bicSwift: null } })]);
    const name = values(xml, 'Nm')[2] as string;
    expect(name).toBe("Clinique veterinaire de l'Etang - Societe d'exercice liberal Les Casto");
    expect(name.length).toBe(70);
    expect(xml).not.toMatch(/[^\x20-\x7e\n]/);
  });

  it('builds 10 000 transfers, valid', () => {
    const plan = planCreditTransferFiles(
      Array.from({ length: 10_000 }, (_, i) => creditNote(i + 1)),
      TRANSFER_OPTIONS,
    );
    const xml = creditTransferXml(first(plan.files));
    expect(sepaXsdErrors(xml, 'pain.001.001.09')).toEqual([]);
    expect(values(xml, 'NbOfTxs')[0]).toBe('10000');
  }, 60_000);
});

describe('planCreditTransferFiles: the credit notes left out, with their reason', () => {
  it.each<[string, Partial<CreditTransferCandidate>]>([
    ['NOT_A_CREDIT_NOTE', { documentType: 'INVOICE' }],
    ['NOT_ISSUED', { number: null }],
    ['NOT_BANK_TRANSFER', { paymentMethod: 'CHEQUE' }],
    ['NOT_BANK_TRANSFER', { paymentMethod: 'VETERINARY_GROUP_BILLING_ACCOUNT' }],
    ['NOT_UNPAID', { paymentStatus: 'PAID' }],
    ['NOT_UNPAID', { paymentStatus: 'PARTIAL_PAID' }],
    ['NOTHING_TO_PAY', { amountWithVat: 0 }],
    ['ALREADY_IN_FILE', { inFile: true }],
    ['CREDITOR_NOT_READY', { creditor: { ...creditor(1), iban: '' } }],
    ['NO_BILLING_ACCOUNT', { account: null }],
    ['EMPTY_IBAN', { account: { holderName: 'X', iban: null, bicSwift: null } }],
    [
      'INVALID_IBAN',
      { account: { holderName: 'X', iban: 'FR76 3000 6000 0112 3456 7890 180', bicSwift: null } },
    ],
    [
      'IBAN_NOT_SEPA',
      { account: { holderName: 'X', iban: 'BR1800360305000010009795493C1', bicSwift: null } },
    ],
    [
      'NO_BENEFICIARY_NAME',
      {
        account: { holderName: null, iban: IBAN.debtor, bicSwift: null },
        legalStructureName: '',
        clientName: '京都',
      },
    ],
  ])('%s', (reason, overrides) => {
    const plan = planCreditTransferFiles([creditNote(1, overrides), creditNote(2)], TRANSFER_OPTIONS);
    expect(plan.excluded).toEqual([{ documentId: 1, reason }]);
    expect(plan.files[0]?.batches.flatMap((b) => b.transactions.map((t) => t.documentId))).toEqual([2]);
  });
});
