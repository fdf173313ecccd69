import {
  type DirectDebitCandidate,
  planDirectDebitFiles,
} from '@vetbo/domain/money-files/sepa/direct-debit-plan';
import { directDebitXml } from '@vetbo/domain/money-files/sepa/direct-debit-xml';
import type { PastCollection } from '@vetbo/domain/money-files/sepa/sequence-type';
import { DIRECT_DEBIT_VERSIONS, type DirectDebitFile } from '@vetbo/domain/money-files/sepa/types';
import { describe, expect, it } from 'vitest';
import { sepaXsdErrors } from '../src/sepa-xsd.ts';
import {
  cents,
  creditor,
  EARLIEST_COLLECTION,
  first,
  IBAN,
  invoice,
  mandate,
  NOW,
  OPTIONS,
  values,
} from './support/sepa.ts';

const COLLECTED_FRST: PastCollection = {
  collectionDate: '2026-10-05',
  sequenceType: 'FRST',
  outcome: 'COLLECTED',
  amendment: null,
};

/** The plan's single file, written in both versions, each valid against its XSD; the .08 text. */
function onlyFile(
  candidates: DirectDebitCandidate[],
  options = OPTIONS,
): { file: DirectDebitFile; xml: string } {
  const plan = planDirectDebitFiles(candidates, options);
  expect(plan.excluded).toEqual([]);
  expect(plan.files).toHaveLength(1);
  const file = plan.files[0] as DirectDebitFile;
  for (const version of DIRECT_DEBIT_VERSIONS)
    expect(sepaXsdErrors(directDebitXml(file, version), version)).toEqual([]);
  return { file, xml: directDebitXml(file) };
}

describe('direct-debit files (pain.008), each valid against the official XSD', () => {
  it('writes a mandate’s first collection FRST and the next one RCUR', () => {
    const first = onlyFile([invoice(1)]).xml;
    expect(values(first, 'SeqTp')).toEqual(['FRST']);
    const next = onlyFile([
      invoice(1, { previousCollections: [{ ...COLLECTED_FRST, outcome: 'PENDING' }] }),
    ]).xml;
    expect(values(next, 'SeqTp')).toEqual(['RCUR']);
  });

  it('writes FRST again after a rejected FRST', () => {
    const history: PastCollection[] = [{ ...COLLECTED_FRST, outcome: 'REJECTED' }];
    expect(values(onlyFile([invoice(1, { previousCollections: history })]).xml, 'SeqTp')).toEqual(['FRST']);
  });

  it('puts two invoices of one new mandate in a FRST batch and a RCUR batch', () => {
    const { file, xml } = onlyFile([invoice(1), invoice(2, { mandate: mandate(1) })]);
    expect(file.batches.map((b) => [b.sequenceType, b.transactions.map((t) => t.endToEndId)])).toEqual([
      ['FRST', ['FVS-2026-000001']],
      ['RCUR', ['FVS-2026-000002']],
    ]);
    expect(values(xml, 'PmtInfId')).toEqual([`${file.messageId}-1`, `${file.messageId}-2`]);
  });

  it('carries the original IBAN when the debtor changed account at the same bank', () => {
    const amended = { ...mandate(1), amendment: { fromIban: IBAN.sameBank, fromBic: 'AGRIFRPP' } };
    const plan = planDirectDebitFiles(
      [invoice(1, { mandate: amended, previousCollections: [COLLECTED_FRST] })],
      OPTIONS,
    );
    expect(plan.amendedMandates).toEqual(['VSV00000001']);
    for (const version of DIRECT_DEBIT_VERSIONS) {
      const xml = directDebitXml(first(plan.files), version);
      expect(sepaXsdErrors(xml, version)).toEqual([]);
      expect(values(xml, 'AmdmntInd')).toEqual(['true']);
      expect(xml).toContain(`<OrgnlDbtrAcct>\n<Id>\n<IBAN>${IBAN.sameBank}</IBAN>`);
      expect(xml).not.toContain('SMNDA');
      expect(values(xml, 'SeqTp')).toEqual(['RCUR']);
    }
  });

  it('carries SMNDA and collects FRST after a change of bank', () => {
    const amended = { ...mandate(1), amendment: { fromIban: IBAN.otherBank, fromBic: 'CCBPFRPP' } };
    const plan = planDirectDebitFiles(
      [invoice(1, { mandate: amended, previousCollections: [COLLECTED_FRST] })],
      OPTIONS,
    );
    expect(plan.amendedMandates).toEqual(['VSV00000001']);
    for (const version of DIRECT_DEBIT_VERSIONS) {
      const xml = directDebitXml(first(plan.files), version);
      expect(sepaXsdErrors(xml, version)).toEqual([]);
      expect(xml).toContain('<OrgnlDbtrAgt>\n<FinInstnId>\n<Othr>\n<Id>SMNDA</Id>');
      expect(xml).not.toContain('OrgnlDbtrAcct');
      expect(values(xml, 'SeqTp')).toEqual(['FRST']);
    }
  });

  it('writes no amendment for an unamended mandate', () => {
    const xml = onlyFile([invoice(1)]).xml;
    expect(values(xml, 'AmdmntInd')).toEqual(['false']);
    expect(xml).not.toContain('AmdmntInfDtls');
  });

  it('makes one file per creditor, each with its ICS, account and own MsgId', () => {
    const plan = planDirectDebitFiles(
      [invoice(1), invoice(2, { creditor: creditor(2) }), invoice(3)],
      OPTIONS,
    );
    expect(plan.excluded).toEqual([]);
    expect(
      plan.files.map((f) => [
        f.creditorId,
        f.batches.flatMap((b) => b.transactions.map((t) => t.documentId)),
      ]),
    ).toEqual([
      [1, [1, 3]],
      [2, [2]],
    ]);
    const [a, b] = plan.files.map((file) => directDebitXml(file)) as [string, string];
    for (const xml of [a, b]) expect(sepaXsdErrors(xml, 'pain.008.001.08')).toEqual([]);
    expect(values(a, 'MsgId')).toEqual(['VBSDD-20261127100000000-1']);
    expect(values(b, 'MsgId')).toEqual(['VBSDD-20261127100000000-2']);
    expect(a).toContain('<Id>FR72ZZZ123456</Id>\n<SchmeNm>\n<Prtry>SEPA</Prtry>');
    expect(b).toContain('<Id>FR19ZZZ654321</Id>');
    expect(values(b, 'IBAN')[0]).toBe(IBAN.creditorB);
    // Creditor 2 has no BIC: its agent is NOTPROVIDED (EPC, IBAN-only).
    expect(b).toContain('<CdtrAgt>\n<FinInstnId>\n<Othr>\n<Id>NOTPROVIDED</Id>');
  });

  it('writes the group header and each batch with exact counts and control sums', () => {
    const dueDates = ['2026-12-10', '2026-12-10', '2026-12-15', '2026-12-10'];
    const { file, xml } = onlyFile(
      dueDates.map((dueDate, i) => invoice(i + 1, { dueDate, amountWithVat: 1001 + i })),
    );
    expect(file.batches.map((b) => [b.collectionDate, b.transactions.length])).toEqual([
      ['2026-12-10', 3],
      ['2026-12-15', 1],
    ]);
    expect(values(xml, 'NbOfTxs')).toEqual(['4', '3', '1']);
    expect(values(xml, 'CtrlSum')).toEqual(['40.10', '30.07', '10.03']);
    expect(values(xml, 'ReqdColltnDt')).toEqual(['2026-12-10', '2026-12-15']);
  });

  it('keeps CtrlSum exact over many odd amounts', () => {
    const amounts = Array.from({ length: 997 }, (_, i) => ((i * 7919) % 100_003) + 1);
    const { xml } = onlyFile(amounts.map((amountWithVat, i) => invoice(i + 1, { amountWithVat })));
    const total = amounts.reduce((sum, a) => sum + a, 0);
    const written = values(xml, 'InstdAmt').map(cents);
    expect(written).toEqual(amounts);
    expect(cents(values(xml, 'CtrlSum')[0] as string)).toBe(total);
    expect(values(xml, 'NbOfTxs')[0]).toBe('997');
  });

  it('collects 0.01 €', () => {
    const { xml } = onlyFile([invoice(1, { amountWithVat: 1 })]);
    expect(values(xml, 'InstdAmt')).toEqual(['0.01']);
    expect(values(xml, 'CtrlSum')).toEqual(['0.01', '0.01']);
  });

  it('presents a returned (REJECTED) invoice again, FRST again after its rejected FRST', () => {
    const history: PastCollection[] = [{ ...COLLECTED_FRST, outcome: 'REJECTED' }];
    const { xml } = onlyFile([invoice(1, { paymentStatus: 'REJECTED', previousCollections: history })]);
    expect(values(xml, 'EndToEndId')).toEqual(['FVS-2026-000001']);
    expect(values(xml, 'SeqTp')).toEqual(['FRST']);
  });

  it('collects what remains due', () => {
    const { xml } = onlyFile([invoice(1, { amountWithVat: 10_000, paidAmount: 2_500 })]);
    expect(values(xml, 'InstdAmt')).toEqual(['75.00']);
  });

  it('writes accented and long texts in the EPC set, cut to the schema’s lengths', () => {
    const longName =
      'Société d’exercice libéral des vétérinaires associés de l’Hérault & Gard — Cœur de ville';
    const { xml } = onlyFile([
      invoice(1, {
        clientName: `${longName} ${'très '.repeat(40)}`,
        account: { holderName: longName, iban: IBAN.debtor, bicSwift: null },
        debtorAddress: {
          streetNumber: '12 bis',
          streetName: 'Allée des Châtaigniers',
          postalCode: '34000',
          city: 'Saint-Jean-de-Védas',
          country: 'FRA',
        },
      }),
    ]);
    const name = values(xml, 'Nm')[2] as string; // InitgPty, Cdtr, Dbtr
    expect(name).toBe("Societe d'exercice liberal des veterinaires associes de l'Herault + Ga");
    expect(name.length).toBe(70);
    const remittance = values(xml, 'Ustrd')[0] as string;
    expect(remittance.length).toBeLessThanOrEqual(140);
    expect(remittance.startsWith('Facture FVS-2026-000001 Societe')).toBe(true);
    expect(values(xml, 'StrtNm')).toContain('Allee des Chataigniers');
    expect(values(xml, 'TwnNm')).toContain('Saint-Jean-de-Vedas');
    expect(xml).not.toMatch(/[^\x20-\x7e\n]/);
  });

  it('writes the debtor’s structured address with an alpha-2 country (.08), two lines (.02)', () => {
    const { file, xml } = onlyFile([invoice(1)]);
    expect(xml).toContain(
      '<StrtNm>rue de la Paix</StrtNm>\n<BldgNb>12</BldgNb>\n<PstCd>69001</PstCd>\n<TwnNm>Lyon</TwnNm>\n<Ctry>FR</Ctry>',
    );
    const old = directDebitXml(file, 'pain.008.001.02');
    expect(old).toContain(
      '<Ctry>FR</Ctry>\n<AdrLine>12 rue de la Paix</AdrLine>\n<AdrLine>69001 Lyon</AdrLine>',
    );
  });

  it('names the debtor’s bank by BICFI (.08) or BIC (.02), NOTPROVIDED without one', () => {
    const { file, xml } = onlyFile([
      invoice(1),
      invoice(2, { account: { holderName: 'X', iban: IBAN.debtor, bicSwift: null } }),
    ]);
    expect(xml).toContain('<DbtrAgt>\n<FinInstnId>\n<BICFI>AGRIFRPP</BICFI>');
    expect(xml).toContain('<DbtrAgt>\n<FinInstnId>\n<Othr>\n<Id>NOTPROVIDED</Id>');
    expect(directDebitXml(file, 'pain.008.001.02')).toContain('<DbtrAgt>\n<FinInstnId>\n<BIC>AGRIFRPP</BIC>');
  });

  it('writes the mandate: RUM, signature day in Paris, the invoice number as EndToEndId, SEPA CORE', () => {
    const { xml } = onlyFile([invoice(7)]);
    expect(values(xml, 'MndtId')).toEqual(['VSV00000007']);
    expect(values(xml, 'DtOfSgntr')).toEqual(['2026-01-15']);
    expect(values(xml, 'EndToEndId')).toEqual(['FVS-2026-000007']);
    expect(xml).toContain('<SvcLvl>\n<Cd>SEPA</Cd>\n</SvcLvl>\n<LclInstrm>\n<Cd>CORE</Cd>');
    expect(values(xml, 'PmtMtd')).toEqual(['DD']);
    expect(values(xml, 'CreDtTm')).toEqual(['2026-11-27T10:00:00Z']);
  });

  it('collects on a TARGET2 business day, never before the earliest one', () => {
    const { file } = onlyFile([
      invoice(1, { dueDate: '2026-11-01' }), // past due → earliest
      invoice(2, { dueDate: '2026-12-12' }), // a Saturday → Monday
      invoice(3, { dueDate: '2026-12-25' }), // Christmas → the 28th
      invoice(4, { dueDate: null }),
    ]);
    expect(file.batches.map((b) => [b.collectionDate, b.transactions.map((t) => t.documentId)])).toEqual([
      [EARLIEST_COLLECTION, [1, 4]],
      ['2026-12-14', [2]],
      ['2026-12-28', [3]],
    ]);
    const asked = planDirectDebitFiles([invoice(1), invoice(2)], {
      ...OPTIONS,
      collectionDate: '2026-11-28',
    });
    expect(asked.files[0]?.batches.map((b) => b.collectionDate)).toEqual([EARLIEST_COLLECTION]);
  });

  it('builds 1 and 10 000 transactions, valid, counted and summed', () => {
    for (const count of [1, 10_000]) {
      const plan = planDirectDebitFiles(
        Array.from({ length: count }, (_, i) => invoice(i + 1)),
        { ...OPTIONS, now: NOW },
      );
      const xml = directDebitXml(first(plan.files));
      expect(sepaXsdErrors(xml, 'pain.008.001.08')).toEqual([]);
      const expected = Array.from({ length: count }, (_, i) => 12_000 + i + 1).reduce((a, b) => a + b, 0);
      expect(values(xml, 'NbOfTxs')[0]).toBe(String(count));
      expect(cents(values(xml, 'CtrlSum')[0] as string)).toBe(expected);
    }
  }, 60_000);
});

describe('planDirectDebitFiles: the invoices left out, with their reason', () => {
  it.each<[string, Partial<DirectDebitCandidate>]>([
    ['NOT_AN_INVOICE', { documentType: 'CREDIT_NOTE' }],
    ['NOT_ISSUED', { number: null }],
    ['NOT_DIRECT_DEBIT', { paymentMethod: 'BANK_TRANSFER' }],
    ['NOT_DIRECT_DEBIT', { paymentMethod: 'CHEQUE' }],
    ['NOT_UNPAID', { paymentStatus: 'PAID' }],
    ['NOT_UNPAID', { paymentStatus: 'PARTIAL_PAID' }],
    ['NOTHING_TO_COLLECT', { amountWithVat: 0 }],
    ['NOTHING_TO_COLLECT', { amountWithVat: 500, paidAmount: 500 }],
    ['ALREADY_IN_FILE', { inFile: true }],
    ['CREDITOR_NOT_READY', { creditor: { ...creditor(1), sepaCreditorIdentifier: 'FR00ZZZ123456' } }],
    ['CREDITOR_NOT_READY', { creditor: { ...creditor(1), iban: 'FR00 1234' } }],
    ['NO_VALIDATED_MANDATE', { mandate: null }],
    ['NO_VALIDATED_MANDATE', { mandate: { ...mandate(1), isValidated: false } }],
    ['NO_VALIDATED_MANDATE', { mandate: { ...mandate(1), signedAt: null } }],
    ['MANDATE_REVOKED', { mandate: { ...mandate(1), revoked: true } }],
    ['MANDATE_EXPIRED', { mandate: { ...mandate(1), signedAt: new Date('2023-01-01T12:00:00Z') } }],
    ['NO_BILLING_ACCOUNT', { account: null }],
    ['EMPTY_IBAN', { account: { holderName: 'X', iban: null, bicSwift: null } }],
    ['EMPTY_IBAN', { account: { holderName: 'X', iban: '  ', bicSwift: null } }],
    ['INVALID_IBAN', { account: { holderName: 'X', iban: 'FR7630006000011234567890188', bicSwift: null } }],
    [
      'IBAN_NOT_SEPA',
      { account: { holderName: 'X', iban: 'BR1800360305000010009795493C1', bicSwift: null } },
    ],
    [
      'NO_DEBTOR_NAME',
      {
        account: { holderName: '東京', iban: IBAN.debtor, bicSwift: null },
        legalStructureName: null,
        clientName: '京都',
      },
    ],
    [
      'DEBTOR_ADDRESS_REQUIRED',
      { account: { holderName: 'X', iban: IBAN.swiss, bicSwift: null }, debtorAddress: null },
    ],
  ])('%s', (reason, overrides) => {
    const plan = planDirectDebitFiles([invoice(1, overrides), invoice(2)], OPTIONS);
    expect(plan.excluded).toEqual([{ documentId: 1, reason }]);
    expect(plan.files[0]?.batches.flatMap((b) => b.transactions.map((t) => t.documentId))).toEqual([2]);
  });

  it('keeps a Swiss debtor whose address is known, with the address in the file', () => {
    const { xml } = onlyFile([
      invoice(1, { account: { holderName: 'X', iban: IBAN.swiss, bicSwift: null } }),
    ]);
    expect(values(xml, 'IBAN')).toContain(IBAN.swiss);
    expect(values(xml, 'TwnNm')).toContain('Lyon');
  });

  it('makes no file when nothing is left', () => {
    const plan = planDirectDebitFiles([invoice(1, { inFile: true })], OPTIONS);
    expect(plan.files).toEqual([]);
    expect(plan.excluded).toEqual([{ documentId: 1, reason: 'ALREADY_IN_FILE' }]);
  });
});
