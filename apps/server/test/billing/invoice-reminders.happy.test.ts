import { describe, expect, it } from 'vitest';
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

/** Moves an invoice's due date into the past, behind the product's back (issued rows are immutable). */
async function makeOverdue(id: number) {
  const session = await database.connect();
  try {
    await session.query("set session_replication_role = 'replica'");
    await session.query('update billing_documents set due_date = current_date - 10 where id = $1', [id]);
  } finally {
    await session.query("set session_replication_role = 'origin'");
    session.release();
  }
}

describe('[BILLING] unpaid-invoice reminders', () => {
  it('previews, then sends one e-mail per contact with the PDFs attached, recorded on each invoice', async () => {
    const overdue = await issueInvoice();
    const second = await issueInvoice();
    const notDue = await issueInvoice();
    const paid = await issueInvoice();
    for (const invoice of [overdue, second, paid]) await makeOverdue(invoice.id);
    await api('PATCH', `/v1/invoices/${paid.id}`, accountant, { paymentStatus: 'PAID' });
    const ids = [overdue.id, second.id, notDue.id, paid.id];

    const preview = await api('POST', '/v1/invoice_reminders/preview', moderator, { invoiceIds: ids });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.refused).toEqual([
      { invoiceId: notDue.id, reason: 'NOT_OVERDUE' },
      { invoiceId: paid.id, reason: 'PAID' },
    ]);
    expect(preview.body.data.mails).toHaveLength(1);
    const [mail] = preview.body.data.mails;
    expect(mail).toMatchObject({ recipient: 'contact@acacias-veto.fr', outboxMessageId: null });
    expect(mail.invoices.map((invoice: { id: number }) => invoice.id)).toEqual([overdue.id, second.id]);
    expect(mail.subject).toContain('factures impayées');
    expect(mail.textBody).toContain(overdue.number);
    expect(mail.textBody).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    const nothingYet = await database.query(
      'select count(*)::int as n from billing_document_reminders where document_id = $1',
      [overdue.id],
    );
    expect(nothingYet.rows[0].n).toBe(0);

    expect((await api('POST', '/v1/invoice_reminders', manager, { invoiceIds: ids })).status).toBe(403);
    const sent = await api('POST', '/v1/invoice_reminders', accountant, { invoiceIds: ids });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const messageId = sent.body.data.mails[0].outboxMessageId;
    expect(messageId).toEqual(expect.any(Number));
    const attachments = await database.query(
      `select a.file_name, a.content_type, substring(b.content from 1 for 5) as head
         from outbox_attachments a join file_blobs b on b.id = a.blob_id where a.message_id = $1 order by a.position`,
      [messageId],
    );
    expect(attachments.rows.map((row) => [row.file_name, row.content_type, row.head.toString()])).toEqual([
      [`${overdue.number}.pdf`, 'application/pdf', '%PDF-'],
      [`${second.number}.pdf`, 'application/pdf', '%PDF-'],
    ]);
    const detail = await api('GET', `/v1/invoices/${overdue.id}`, accountant);
    expect(detail.body.data.reminders).toEqual([
      {
        id: expect.any(Number),
        recipient: 'contact@acacias-veto.fr',
        outboxMessageId: messageId,
        createdDate: expect.any(String),
      },
    ]);
  });
});
