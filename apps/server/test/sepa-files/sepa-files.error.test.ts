import { describe, expect, it } from 'vitest';
import {
  accountant,
  admin,
  api,
  database,
  issueInvoice,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

const counts = async () =>
  (
    await database.query<{ files: number; items: number }>(
      'select (select count(*)::int from sepa_files) as files, (select count(*)::int from sepa_file_items) as items',
    )
  ).rows[0];

describe('[SEPA] bad requests get a clear answer and write nothing', () => {
  it('answers 400 with the fields at fault', async () => {
    const before = await counts();
    const cases: [string, unknown, string][] = [
      ['/v1/invoice_direct_debits', { collectionDate: '2027-03-12' }, 'invoiceIds'],
      ['/v1/invoice_direct_debits', { invoiceIds: [], collectionDate: '2027-03-12' }, 'invoiceIds'],
      ['/v1/invoice_direct_debits', { invoiceIds: [1], collectionDate: '12/03/2027' }, 'collectionDate'],
      [
        '/v1/invoice_direct_debits',
        { invoiceIds: [1], collectionDate: '2027-03-12', schemaVersion: 'pain.008.001.01' },
        'schemaVersion',
      ],
      ['/v1/invoice_direct_debits', { invoiceIds: ['x'], collectionDate: '2027-03-12' }, 'invoiceIds.0'],
      ['/v1/credit_note_bank_transfers', { creditNoteIds: [1] }, 'executionDate'],
      [
        '/v1/credit_note_bank_transfers',
        { creditNoteIds: [1], executionDate: '2027-03-12', schemaVersion: 'pain.008.001.08' },
        'schemaVersion',
      ],
    ];
    for (const [path, body, field] of cases) {
      const answer = await api('POST', path, accountant, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.body.errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a selection with nothing to collect (422 NOTHING_TO_EXPORT, with the reasons) and makes no file', async () => {
    const byCheque = await issueInvoice({ paymentMethod: 'CHEQUE' });
    const before = await counts();
    const answer = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [byCheque.id],
      collectionDate: '2027-03-12',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('NOTHING_TO_EXPORT');
    expect(answer.body.excluded).toEqual([
      { documentId: byCheque.id, number: byCheque.number, reason: 'NOT_DIRECT_DEBIT' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for an unknown file or item, 400 for a status other than SENT, 422 for a rejected transfer', async () => {
    expect((await api('GET', '/v1/sepa_files/999999999', admin)).status).toBe(404);
    expect((await api('GET', '/v1/sepa_files/999999999/xml', admin)).status).toBe(404);
    expect((await api('PATCH', '/v1/sepa_files/999999999', admin, { status: 'SENT' })).status).toBe(404);
    expect((await api('GET', '/v1/sepa_files', admin)).status).toBe(400);

    const note = await issueInvoice({
      documentType: 'CREDIT_NOTE',
      category: 'CREDIT_NOTE',
      paymentMethod: 'BANK_TRANSFER',
    });
    const made = await api('POST', '/v1/credit_note_bank_transfers', accountant, {
      creditNoteIds: [note.id],
      executionDate: '2027-03-12',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const fileId = made.body.data.files[0].id;
    const itemId = (await api('GET', `/v1/sepa_files/${fileId}`, accountant)).body.data.items[0].id;
    const wrongStatus = await api('PATCH', `/v1/sepa_files/${fileId}`, accountant, { status: 'CREATED' });
    expect(wrongStatus.status).toBe(400);
    expect(wrongStatus.body.errors.map((e: { path: string }) => e.path)).toEqual(['status']);
    const noReason = await api('POST', `/v1/sepa_files/${fileId}/items/${itemId}/rejection`, accountant, {});
    expect(noReason.status).toBe(400);
    const transfer = await api('POST', `/v1/sepa_files/${fileId}/items/${itemId}/rejection`, accountant, {
      reason: 'AC04 Compte clôturé',
    });
    expect(transfer.status).toBe(422);
    expect(transfer.body.code).toBe('NOT_A_DIRECT_DEBIT');
    const otherFile = await api(
      'POST',
      `/v1/sepa_files/${fileId + 1_000_000}/items/${itemId}/rejection`,
      accountant,
      {
        reason: 'AC04',
      },
    );
    expect(otherFile.status).toBe(404);
  });
});
