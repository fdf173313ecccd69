// Unpaid-invoice reminders: the overdue unpaid invoices of a selection, grouped by billing contact and
// creditor, one e-mail each with the invoices' PDFs attached, through the outbox (SMTP when configured,
// else kept for staff to read). Each invoice records the reminders sent.
import type { Db } from '@vetbo/db/database';
import { billingDocumentReminders, billingDocuments, creditors } from '@vetbo/db/schema/index';
import type { ReminderAnswer, ReminderRequest } from '@vetbo/domain/billing/reminders';
import { screenAmount } from '@vetbo/domain/money/format';
import { parisDay } from '@vetbo/domain/paris-day';
import { inArray, sql } from 'drizzle-orm';
import { frenchDay } from '../../lib/french-day.ts';
import { type Mailer, mailHtml, writeToOutbox } from '../mail/public.ts';
import { intArray } from './billing-groups.ts';
import { documentPdf } from './document-pdf.ts';

type Row = typeof billingDocuments.$inferSelect;
type Mail = ReminderAnswer['mails'][number];

const UNPAID = ['UNPAID', 'PARTIAL_PAID', 'REJECTED'];

/**
 * The billing contacts of an establishment or group: its team's accounting people (job ACCOUNTANT or
 * department ACCOUNTING), else its leaders, else the establishment's main address e-mail.
 */
async function contactsOf(db: Db, row: Row): Promise<string[]> {
  const team = row.veterinaryEstablishmentId
    ? sql`select u.email, j.job_title, j.department from veterinary_establishment_users j join users u on u.id = j.user_id
           where j.veterinary_establishment_id = ${row.veterinaryEstablishmentId}`
    : sql`select u.email, j.job_title, j.department from veterinary_group_users j join users u on u.id = j.user_id
           where j.veterinary_group_id = ${row.veterinaryGroupId}`;
  const { rows } = await db.execute<{ email: string; kind: string }>(sql`
    select distinct lower(t.email) as email,
           case when t.job_title = 'ACCOUNTANT' or t.department = 'ACCOUNTING' then 'accounting' else 'leader' end as kind
      from (${team} and j.entry_date <= current_date and (j.exit_date is null or j.exit_date >= current_date)
              and u.anonymised_date is null
              and (j.job_title in ('ACCOUNTANT', 'VETERINARIAN_LEADER') or j.department = 'ACCOUNTING')) t
     order by 1`);
  const accounting = rows.filter((contact) => contact.kind === 'accounting').map((contact) => contact.email);
  if (accounting.length) return accounting;
  const leaders = rows.map((contact) => contact.email);
  if (leaders.length || !row.veterinaryEstablishmentId) return leaders;
  const { rows: address } = await db.execute<{ email: string | null }>(sql`
    select a.email from veterinary_establishments e join veterinary_establishment_addresses a on a.id = e.main_address_id
     where e.id = ${row.veterinaryEstablishmentId}`);
  return address[0]?.email ? [address[0].email.toLowerCase()] : [];
}

function letter(creditor: { name: string; latePaymentPenalty: string }, client: string, invoices: Row[]) {
  const lines = invoices.map(
    (invoice) =>
      `- ${invoice.number} du ${frenchDay(invoice.issueDate as string)}, échue le ${frenchDay(invoice.dueDate as string)} : reste dû ${screenAmount(invoice.amountWithVat - invoice.paidAmount)}`,
  );
  const plural = invoices.length > 1;
  const paragraphs = [
    'Bonjour,',
    `Sauf erreur de notre part, ${plural ? 'les factures suivantes' : 'la facture suivante'} de ${client} ${plural ? 'restent impayées' : 'reste impayée'} à ce jour :`,
    ...lines,
    `Vous ${plural ? 'les' : 'la'} trouverez en pièce jointe. Merci de procéder au règlement dans les meilleurs délais ; si vous l’avez déjà effectué, veuillez ne pas tenir compte de ce message.`,
    `Pénalités de retard : ${creditor.latePaymentPenalty}. Indemnité forfaitaire pour frais de recouvrement : 40 €.`,
    `Cordialement,\n${creditor.name}`,
  ];
  return {
    subject:
      `Rappel : ${plural ? 'factures impayées' : `facture ${invoices[0]?.number} impayée`} — ${client}`.slice(
        0,
        200,
      ),
    textBody: paragraphs.join('\n\n'),
    htmlBody: mailHtml(paragraphs),
  };
}

/** The mails a reminder would send (`send`: written to the outbox, PDFs attached, recorded on each invoice). */
export async function remindInvoices(
  db: Db,
  input: ReminderRequest,
  options: { send: boolean; userId: number | null; mailer?: Mailer },
): Promise<ReminderAnswer> {
  const ids = [...new Set(input.invoiceIds)];
  const rows = await db
    .select()
    .from(billingDocuments)
    .where(
      sql`${billingDocuments.id} = any(${intArray(ids)}) and ${billingDocuments.documentType} = 'INVOICE'`,
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const today = parisDay();
  const refused: ReminderAnswer['refused'] = [];
  const groups = new Map<
    string,
    { recipient: string; creditorId: number; client: string; invoices: Row[] }
  >();
  for (const id of ids) {
    const row = byId.get(id);
    const reason = !row
      ? 'NOT_FOUND'
      : row.status !== 'ISSUED'
        ? 'NOT_ISSUED'
        : !UNPAID.includes(row.paymentStatus)
          ? 'PAID'
          : !row.dueDate || row.dueDate >= today
            ? 'NOT_OVERDUE'
            : null;
    if (reason || !row) {
      refused.push({ invoiceId: id, reason: reason ?? 'NOT_FOUND' });
      continue;
    }
    const contacts = await contactsOf(db, row);
    if (contacts.length === 0) refused.push({ invoiceId: id, reason: 'NO_CONTACT' });
    for (const recipient of contacts) {
      const key = `${recipient}|${row.creditorId}`;
      const group = groups.get(key) ?? {
        recipient,
        creditorId: row.creditorId,
        client: row.clientName,
        invoices: [],
      };
      group.invoices.push(row);
      groups.set(key, group);
    }
  }
  const creditorRows = groups.size
    ? await db
        .select({ id: creditors.id, name: creditors.name, latePaymentPenalty: creditors.latePaymentPenalty })
        .from(creditors)
        .where(inArray(creditors.id, [...new Set([...groups.values()].map((group) => group.creditorId))]))
    : [];
  const creditorById = new Map(creditorRows.map((creditor) => [creditor.id, creditor]));
  const pdfs = new Map<number, { fileName: string; blobId: number }>();
  if (options.send)
    for (const group of groups.values())
      for (const invoice of group.invoices)
        if (!pdfs.has(invoice.id)) {
          const made = await documentPdf(db, invoice.id);
          if (made) pdfs.set(invoice.id, { fileName: made.fileName, blobId: made.blobId });
        }
  const mails: Mail[] = [];
  const written: number[] = [];
  await db.transaction(async (tx) => {
    for (const group of groups.values()) {
      const creditor = creditorById.get(group.creditorId) as { name: string; latePaymentPenalty: string };
      const text = letter(creditor, group.client, group.invoices);
      let outboxMessageId: number | null = null;
      if (options.send) {
        outboxMessageId = await writeToOutbox(tx, {
          kind: 'INVOICE_REMINDER',
          recipient: group.recipient,
          ...text,
          attachments: group.invoices.map((invoice) => {
            const pdf = pdfs.get(invoice.id) as { fileName: string; blobId: number };
            return { fileName: pdf.fileName, contentType: 'application/pdf', blobId: pdf.blobId };
          }),
        });
        written.push(outboxMessageId);
        await tx.insert(billingDocumentReminders).values(
          group.invoices.map((invoice) => ({
            documentId: invoice.id,
            recipient: group.recipient,
            outboxMessageId,
            userId: options.userId,
          })),
        );
      }
      mails.push({
        recipient: group.recipient,
        creditorId: group.creditorId,
        subject: text.subject,
        textBody: text.textBody,
        invoices: group.invoices.map((invoice) => ({
          id: invoice.id,
          number: invoice.number as string,
          dueDate: invoice.dueDate as string,
          amountDue: invoice.amountWithVat - invoice.paidAmount,
        })),
        outboxMessageId,
      });
    }
  });
  if (options.send && written.length) await options.mailer?.deliver(written);
  return { mails, refused };
}
