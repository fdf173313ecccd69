// The invoices' and credit notes' lists (one table, each list scoped to its document type) and a
// document with its lines, payments and reminders.
import type { Db } from '@vetbo/db/database';
import {
  billingDocumentLines,
  billingDocumentPayments,
  billingDocumentReminders,
  billingDocuments,
  creditors,
  veterinaryEstablishmentServiceDeliveries,
  veterinaryEstablishmentServicePeriods,
} from '@vetbo/db/schema/index';
import { creditNoteList, invoiceList } from '@vetbo/domain/billing/documents';
import type { DocumentType } from '@vetbo/domain/billing/enums';
import { asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { escapeLike, prefixUpperBound } from '../../lib/like.ts';
import { bindList, paginate } from '../../lib/list-sql.ts';
import type { Tx } from '../../lib/transaction.ts';
import { creditedAmounts } from './credit-invoice.ts';

const d = billingDocuments;

/**
 * A term shaped like the start of a number ("FVS-2025-0012"): no name looks so, and the names' search
 * (`like '%…%'` with unaccent on every row) took 17 s on a million invoices, against 0.3 ms for the number.
 */
const NUMBER_PREFIX = /^[A-Za-z][A-Za-z0-9]{1,5}-\d[\d-]*$/;

/** The numbers starting with the prefix, as a range of their unique index (byte order) checked by `like`. */
function numberStartsWith(prefix: string) {
  const upper = prefixUpperBound(prefix) as string;
  return sql`(${d.number} >= ${prefix} and ${d.number} < ${upper} and ${d.number} like ${`${escapeLike(prefix)}%`})`;
}
const shared = {
  table: d,
  id: d.id,
  createdDate: d.createdDate,
  updatedDate: d.updatedDate,
  sorts: {
    amountWithoutVat: d.amountWithoutVat,
    amountWithVat: d.amountWithVat,
    bankAccountRum: d.bankAccountRum,
    category: d.category,
    deliveryInformationCode: d.deliveryInformationCode,
    paymentMethod: d.paymentMethod,
    paymentStatus: d.paymentStatus,
    number: d.number,
    issueDate: d.issueDate,
    dueDate: d.dueDate,
  },
  // The number (prefix), the client's or the addressee's name anywhere.
  search: (term: string) => {
    if (NUMBER_PREFIX.test(term)) return numberStartsWith(term.toUpperCase());
    const anywhere = `%${escapeLike(term)}%`;
    return sql`(${d.number} like ${`${escapeLike(term.toUpperCase())}%`} or lower(immutable_unaccent(${d.clientName})) like lower(immutable_unaccent(${anywhere})) or lower(immutable_unaccent(coalesce(${d.senderAddressIdentityName}, ''))) like lower(immutable_unaccent(${anywhere})))`;
  },
};
const documentFilters = {
  id: d.id,
  category: d.category,
  paymentMethod: d.paymentMethod,
  paymentStatus: d.paymentStatus,
  accountingCode: d.accountingCode,
  accountingMovementIncrementalNumber: d.accountingMovementIncrementalNumber,
  fromAccountingMovementIncrementalNumber: d.accountingMovementIncrementalNumber,
  toAccountingMovementIncrementalNumber: d.accountingMovementIncrementalNumber,
  bankAccountRum: d.bankAccountRum,
  deliveryInformationCode: d.deliveryInformationCode,
  senderAddressIdentityName: d.senderAddressIdentityName,
  creditorId: d.creditorId,
  veterinaryEstablishmentId: d.veterinaryEstablishmentId,
  veterinaryGroupId: d.veterinaryGroupId,
  number: d.number,
  fromIssueDate: d.issueDate,
  toIssueDate: d.issueDate,
  toDueDate: d.dueDate,
};

const invoices = bindList(invoiceList, {
  ...shared,
  scope: sql`${d.documentType} = 'INVOICE'`,
  filters: {
    ...documentFilters,
    veterinaryEstablishmentServiceDeliveryId: (values: never[]) =>
      sql`${d.id} in (select ${veterinaryEstablishmentServiceDeliveries.invoiceId} from ${veterinaryEstablishmentServiceDeliveries} where ${inArray(veterinaryEstablishmentServiceDeliveries.id, values)})`,
    veterinaryEstablishmentServicePeriodId: (values: never[]) =>
      sql`${d.id} in (select ${veterinaryEstablishmentServicePeriods.invoiceId} from ${veterinaryEstablishmentServicePeriods} where ${inArray(veterinaryEstablishmentServicePeriods.id, values)})`,
  },
});
const creditNotes = bindList(creditNoteList, {
  ...shared,
  scope: sql`${d.documentType} = 'CREDIT_NOTE'`,
  filters: documentFilters,
});

export const documentLists = { INVOICE: invoices, CREDIT_NOTE: creditNotes } as const;

// Every column but the content frozen at issue (1–2 kB of JSON a document, parsed for nothing: no answer
// shows it; the PDF reads it on its own).
const { content: _content, ...answered } = getTableColumns(d);
const listColumns = { document: answered, creditorName: creditors.name };

export type DocumentRow = Omit<typeof d.$inferSelect, 'content'> & { creditorName: string };

/** The documents with these ids as the lists show them (without their frozen content), any order. */
export async function rowsByIds(db: Db | Tx, ids: number[]): Promise<DocumentRow[]> {
  const rows = await db
    .select(listColumns)
    .from(d)
    .innerJoin(creditors, eq(creditors.id, d.creditorId))
    .where(inArray(d.id, ids));
  return rows.map(({ document, creditorName }) => ({ ...document, creditorName }));
}

export function findDocumentPage(db: Db, type: DocumentType, request: Parameters<typeof paginate>[2]) {
  const list = documentLists[type];
  return paginate(db, list as never, request as never, (ids) => rowsByIds(db, ids));
}

/** The document of this type with everything its page shows, or undefined. */
export async function findDocumentDetail(db: Db | Tx, type: DocumentType, id: number) {
  const [row] = await rowsByIds(db, [id]);
  if (!row || row.documentType !== type) return undefined;
  // One after the other: inside a transaction they share one connection.
  const lines = await db
    .select()
    .from(billingDocumentLines)
    .where(eq(billingDocumentLines.documentId, id))
    .orderBy(asc(billingDocumentLines.position));
  const payments = await db
    .select()
    .from(billingDocumentPayments)
    .where(eq(billingDocumentPayments.documentId, id))
    .orderBy(desc(billingDocumentPayments.id));
  const reminders = await db
    .select()
    .from(billingDocumentReminders)
    .where(eq(billingDocumentReminders.documentId, id))
    .orderBy(desc(billingDocumentReminders.id));
  const preceding = row.precedingInvoiceId
    ? await db.select({ number: d.number }).from(d).where(eq(d.id, row.precedingInvoiceId))
    : [];
  const credited =
    type === 'INVOICE'
      ? await creditedAmounts(
          db,
          lines.map((line) => line.id),
        )
      : new Map<number, number>();
  return { row, lines, payments, reminders, precedingInvoiceNumber: preceding[0]?.number ?? null, credited };
}
export type DocumentDetailRows = NonNullable<Awaited<ReturnType<typeof findDocumentDetail>>>;
