// The SEPA files carry every client's IBAN and move money: only ADMIN and ACCOUNTANT read or make them.
// Each request is the one a lower role (or a leader) would send to reach them.
import { describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import {
  accountant,
  api,
  database,
  issueInvoice,
  manager,
  moderator,
  useBillingWorld,
} from '../support/factories/billing-world.ts';

useBillingWorld();

const fileCount = async () =>
  (await database.query<{ n: number }>('select count(*)::int as n from sepa_files')).rows[0]?.n;

describe('[SEPA] who may read and make the money files', () => {
  it('refuses every call to a MANAGER, a MODERATOR, a leader and an anonymous caller, writing nothing', async () => {
    const invoice = await issueInvoice({ paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT' });
    const made = await api('POST', '/v1/invoice_direct_debits', accountant, {
      invoiceIds: [invoice.id],
      collectionDate: '2027-03-12',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const fileId = made.body.data.files[0].id;
    const itemId = (await api('GET', `/v1/sepa_files/${fileId}`, accountant)).body.data.items[0].id;
    const second = await issueInvoice({ paymentMethod: 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT' });
    const before = await fileCount();

    const leader = await tokenFor('leader');
    const attempts: [string, string, unknown?][] = [
      ['POST', '/v1/invoice_direct_debits', { invoiceIds: [second.id], collectionDate: '2027-03-12' }],
      ['POST', '/v1/credit_note_bank_transfers', { creditNoteIds: [second.id], executionDate: '2027-03-12' }],
      ['GET', '/v1/sepa_files?kind=DIRECT_DEBIT'],
      ['GET', `/v1/sepa_files/${fileId}`],
      ['GET', `/v1/sepa_files/${fileId}/xml`],
      ['PATCH', `/v1/sepa_files/${fileId}`, { status: 'SENT' }],
      ['POST', `/v1/sepa_files/${fileId}/items/${itemId}/rejection`, { reason: 'MD06 Contestation' }],
    ];
    for (const [method, path, body] of attempts) {
      for (const token of [manager, moderator, leader]) {
        const answer = await call(method, path, { token, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(JSON.stringify(answer.body)).not.toContain('FR76');
      }
      expect((await call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
    expect(await fileCount()).toBe(before);
    const detail = await api('GET', `/v1/sepa_files/${fileId}`, accountant);
    expect(detail.body.data).toMatchObject({ status: 'CREATED' });
    expect(detail.body.data.items[0]).toMatchObject({ status: 'INCLUDED' });
    const invoiceNow = await api('GET', `/v1/invoices/${invoice.id}`, accountant);
    expect(invoiceNow.body.data.paymentStatus).toBe('UNPAID');
  });
});
