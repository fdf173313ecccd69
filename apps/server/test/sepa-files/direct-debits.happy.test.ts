import { sepaXsdErrors } from '@vetbo/invoice-documents/sepa-xsd';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  admin,
  api,
  client,
  creditor,
  database,
  issueInvoice,
  line,
  newClient,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

const DEBIT = 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT';
/** A Friday far enough ahead to be a valid collection day whatever today is. */
const COLLECTION_DAY = '2027-03-12';

async function xmlOf(fileId: number): Promise<string> {
  const answer = await call<string>('GET', `/v1/sepa_files/${fileId}/xml`, {
    token: accountant,
    headers: { accept: 'application/xml' },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/xml');
  return answer.body;
}

const tagValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]);

describe('[SEPA] direct-debit files of unpaid invoices', () => {
  it('makes one pain.008 per creditor of the unpaid direct-debit invoices, lists what it left out, and stores it', async () => {
    const first = await issueInvoice({ paymentMethod: DEBIT, lines: [line({ amountBeforeTax: 1 })] });
    const second = await issueInvoice({ paymentMethod: DEBIT, lines: [line({ amountBeforeTax: 12_345 })] });
    const byTransfer = await issueInvoice({ paymentMethod: 'BANK_TRANSFER' });
    const paid = await issueInvoice({ paymentMethod: DEBIT });
    await api('PATCH', `/v1/invoices/${paid.id}`, accountant, { paymentStatus: 'PAID' });

    const made = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [first.id, second.id, byTransfer.id, paid.id, 999_999_999],
      collectionDate: COLLECTION_DAY,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [file] = made.body.data.files;
    expect(made.body.data.files).toHaveLength(1);
    expect(file).toMatchObject({
      kind: 'DIRECT_DEBIT',
      creditorId: creditor.id,
      schemaVersion: 'pain.008.001.08',
      requestedDate: COLLECTION_DAY,
      transactionCount: 2,
      controlSum: first.amountWithVat + second.amountWithVat,
      status: 'CREATED',
    });
    expect(made.body.data.excluded).toEqual([
      { documentId: byTransfer.id, number: byTransfer.number, reason: 'NOT_DIRECT_DEBIT' },
      { documentId: paid.id, number: paid.number, reason: 'NOT_UNPAID' },
      { documentId: 999_999_999, number: null, reason: 'NOT_FOUND' },
    ]);

    const xml = await xmlOf(file.id);
    expect(sepaXsdErrors(xml, 'pain.008.001.08')).toEqual([]);
    expect(tagValues(xml, 'MsgId')).toEqual([file.messageId]);
    expect(tagValues(xml, 'CtrlSum')[0]).toBe(
      ((first.amountWithVat + second.amountWithVat) / 100).toFixed(2),
    );
    expect(tagValues(xml, 'EndToEndId').sort()).toEqual([first.number, second.number].sort());
    expect(new Set(tagValues(xml, 'MndtId'))).toEqual(new Set([client.rum]));
    expect(xml).toContain(`<Id>${creditor.sepaCreditorIdentifier.replace(/\s/g, '')}</Id>`);
    expect(xml).toContain('<Cd>CORE</Cd>');
    expect(tagValues(xml, 'SeqTp')[0]).toBe('FRST');

    const detail = await api('GET', `/v1/sepa_files/${file.id}`, accountant);
    expect(detail.body.data.items.map((item: { documentId: number }) => item.documentId).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const list = await api('GET', '/v1/sepa_files?kind=DIRECT_DEBIT', admin);
    expect(list.body.data.map((f: { id: number }) => f.id)).toContain(file.id);
    expect(list.body.data.find((f: { id: number }) => f.id === file.id).createdByName).toEqual(
      expect.any(String),
    );
    const transfers = await api('GET', '/v1/sepa_files?kind=CREDIT_TRANSFER', admin);
    expect(transfers.body.data.map((f: { id: number }) => f.id)).not.toContain(file.id);
    // On the list declaration: its meta, `creditorId` (the screen's filter) and `creditorId[]` both apply.
    expect(list.body.meta).toMatchObject({ page: 1, limit: 20, totalIsExact: true });
    const ofCreditor = await api(
      'GET',
      `/v1/sepa_files?kind=DIRECT_DEBIT&creditorId=${file.creditorId}`,
      admin,
    );
    expect(ofCreditor.body.data.map((f: { id: number }) => f.id)).toContain(file.id);
    const both = await api(
      'GET',
      `/v1/sepa_files?kind=DIRECT_DEBIT&creditorId=${file.creditorId}&creditorId[]=${file.creditorId + 1}`,
      admin,
    );
    expect(both.body.meta.total).toBe(0);
    expect((await api('GET', '/v1/sepa_files', admin)).status).toBe(400);

    // Already in a file: a second request leaves them out and, with nothing left, makes no file.
    const again = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [first.id, second.id],
      collectionDate: COLLECTION_DAY,
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('NOTHING_TO_EXPORT');
  });

  it('follows the mandate: RCUR after a collection went through, FRST again after the first one is returned', async () => {
    // A client of its own: its mandate has no collection yet.
    const own = await newClient();
    const first = await issueInvoice({
      paymentMethod: DEBIT,
      veterinaryEstablishmentId: own.establishmentId,
    });
    const one = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [first.id],
      collectionDate: COLLECTION_DAY,
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    const fileId = one.body.data.files[0].id;
    const [item] = (await api('GET', `/v1/sepa_files/${fileId}`, accountant)).body.data.items;

    // The bank returns the first collection: the invoice is REJECTED and may go in the next file, as FRST.
    const rejected = await api('POST', `/v1/sepa_files/${fileId}/items/${item.id}/rejection`, accountant, {
      reason: 'AM04 Provision insuffisante',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data.items[0]).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'AM04 Provision insuffisante',
    });
    const invoice = await api('GET', `/v1/invoices/${first.id}`, accountant);
    expect(invoice.body.data.paymentStatus).toBe('REJECTED');
    const twice = await api('POST', `/v1/sepa_files/${fileId}/items/${item.id}/rejection`, accountant, {
      reason: 'AM04',
    });
    expect(twice.status).toBe(409);

    const retried = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [first.id],
      collectionDate: COLLECTION_DAY,
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(tagValues(await xmlOf(retried.body.data.files[0].id), 'SeqTp')).toEqual(['FRST']);

    // That one went through (not returned): the mandate's next collection is RCUR.
    const next = await issueInvoice({ paymentMethod: DEBIT, veterinaryEstablishmentId: own.establishmentId });
    const recurring = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [next.id],
      collectionDate: '2027-04-15',
    });
    expect(recurring.status, JSON.stringify(recurring.body)).toBe(201);
    const xml = await xmlOf(recurring.body.data.files[0].id);
    expect(tagValues(xml, 'SeqTp')).toEqual(['RCUR']);
    expect(sepaXsdErrors(xml, 'pain.008.001.08')).toEqual([]);
  });

  it('carries the amendment of a changed account once, then clears it from the mandate', async () => {
    const invoice = await issueInvoice({ paymentMethod: DEBIT });
    await database.query(
      `update required_mandates set amended_from_iban = 'FR7630006000011234567890189', amended_date = now() where rum = $1`,
      [client.rum],
    );
    await database.query(`update billing_accounts set iban = 'FR1420041010050500013M02606' where id = $1`, [
      client.billingAccountId,
    ]);
    const made = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [invoice.id],
      collectionDate: COLLECTION_DAY,
      schemaVersion: 'pain.008.001.02',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const xml = await xmlOf(made.body.data.files[0].id);
    expect(sepaXsdErrors(xml, 'pain.008.001.02')).toEqual([]);
    expect(xml).toContain('<AmdmntInd>true</AmdmntInd>');
    expect(xml).toContain('SMNDA');
    const { rows } = await database.query('select amended_from_iban from required_mandates where rum = $1', [
      client.rum,
    ]);
    expect(rows[0].amended_from_iban).toBeNull();
  });

  it('marks a file as sent to the bank, once', async () => {
    const invoice = await issueInvoice({ paymentMethod: DEBIT });
    const made = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [invoice.id],
      collectionDate: COLLECTION_DAY,
    });
    const fileId = made.body.data.files[0].id;
    const sent = await api('PATCH', `/v1/sepa_files/${fileId}`, accountant, { status: 'SENT' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'SENT', sentDate: expect.any(String) });
    const again = await api('PATCH', `/v1/sepa_files/${fileId}`, accountant, { status: 'SENT' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('FILE_ALREADY_SENT');
  });
});
