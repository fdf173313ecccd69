// Making a document: its lines' totals checked once (domain `documentTotals`), the header and lines
// written as a draft, then issued in the same transaction unless a draft is asked for.
import { billingDocumentLines, billingDocuments } from '@vetbo/db/schema/index';
import type { DocumentSeries, DocumentType, LineCategory } from '@vetbo/domain/billing/enums';
import { documentTotals } from '@vetbo/domain/billing/totals';
import type { VatCategory } from '@vetbo/domain/enums';
import { DISCOUNT_TOO_LARGE } from '@vetbo/domain/money/lines';
import { queryableOf } from '../../lib/prepared.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import type { BillingTarget, PaymentAccount } from './billing-target.ts';
import type { DocumentContent } from './document-content.ts';
import { issueDocument } from './issue-document.ts';

export interface PreparedLine {
  accountingCode: string;
  productCode: string | null;
  summary: string;
  description: string | null;
  category: LineCategory;
  vatCategory: VatCategory;
  vatRate: number;
  quantity: number;
  unitPriceWithoutVat: number;
  /** Signed: negative for a discount line. */
  amountWithoutVat: number;
  analyticCode: string | null;
  veterinaryEstablishmentServicePeriodId?: number | null;
  veterinaryEstablishmentServiceDeliveryId?: number | null;
  creditedLineId?: number | null;
}

export interface NewDocument {
  documentType: DocumentType;
  series: DocumentSeries;
  category: string;
  creditorId: number;
  target: BillingTarget;
  paymentMethod: string;
  payment: PaymentAccount;
  accountingCode: string | null;
  periodStartDate?: string | null;
  periodEndDate?: string | null;
  deliveryDate?: string | null;
  precedingInvoiceId?: number | null;
  deliveryInformationCode?: string | null;
  billingRunId?: number | null;
  lines: PreparedLine[];
}

export interface Actor {
  userId: number | null;
}

/** A run's document, numbered and sealed before it is written (`issueGroups`). */
export interface IssuedDocument {
  document: NewDocument;
  content: DocumentContent;
  issueYear: number;
  sequence: number;
  contentHash: string;
  previousHash: string;
}

/** The header columns of a new document (a draft until it is issued). */
function headerOf(
  document: NewDocument,
  totals: { amountWithoutVat: number; vatAmount: number; amountWithVat: number },
  actor: Actor,
) {
  const { target, payment } = document;
  return {
    documentType: document.documentType,
    series: document.series,
    category: document.category,
    creditorId: document.creditorId,
    veterinaryEstablishmentId: target.veterinaryEstablishmentId,
    veterinaryGroupId: target.veterinaryGroupId,
    legalStructureId: target.legalStructureId,
    clientName: target.clientName,
    senderAddressIdentityName: target.buyer.name,
    paymentMethod: document.paymentMethod as never,
    billingAccountId: payment.billingAccountId,
    bankAccountRum: payment.rum,
    accountingCode: document.accountingCode,
    deliveryInformationCode: document.deliveryInformationCode ?? null,
    amountWithoutVat: totals.amountWithoutVat,
    vatAmount: totals.vatAmount,
    amountWithVat: totals.amountWithVat,
    periodStartDate: document.periodStartDate ?? null,
    periodEndDate: document.periodEndDate ?? null,
    deliveryDate: document.deliveryDate ?? null,
    precedingInvoiceId: document.precedingInvoiceId ?? null,
    billingRunId: document.billingRunId ?? null,
    createdByUserId: actor.userId,
  };
}

const lineRow = (documentId: number, line: PreparedLine, index: number) => ({
  ...line,
  documentId,
  position: index + 1,
  veterinaryEstablishmentServicePeriodId: line.veterinaryEstablishmentServicePeriodId ?? null,
  veterinaryEstablishmentServiceDeliveryId: line.veterinaryEstablishmentServiceDeliveryId ?? null,
  creditedLineId: line.creditedLineId ?? null,
});

// A run's documents and lines go in as columns of arrays (`unnest`): one statement of constant text for
// any number of rows, prepared once per connection, and no query builder walking every value (drizzle
// spent 6 of a 22 s run of 10 000 invoices building multi-row INSERTs). The columns follow the schema
// (packages/db/src/schema/billing.ts); the billing tests read every one back through the API.
const INSERT_ISSUED = `insert into billing_documents (status, issued_date, document_type, series, category,
  creditor_id, veterinary_establishment_id, veterinary_group_id, legal_structure_id, client_name,
  sender_address_identity_name, payment_method, billing_account_id, bank_account_rum, accounting_code,
  delivery_information_code, amount_without_vat, vat_amount, amount_with_vat, period_start_date, period_end_date,
  delivery_date, preceding_invoice_id, billing_run_id, created_by_user_id, number, issue_year, sequence, issue_date,
  due_date, content, content_hash, previous_hash)
select 'ISSUED', $30::timestamptz, * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[],
  $7::int[], $8::text[], $9::text[], $10::text[], $11::int[], $12::text[], $13::text[], $14::text[], $15::int[],
  $16::int[], $17::int[], $18::date[], $19::date[], $20::date[], $21::int[], $22::int[], $23::int[], $24::text[],
  $25::smallint[], $26::int[], $27::date[], $28::date[], $29::jsonb[], $31::text[], $32::text[])
returning id, number`;

const INSERT_LINES = `insert into billing_document_lines (document_id, position, accounting_code, product_code, summary,
  description, category, vat_category, vat_rate, quantity, unit_price_without_vat, amount_without_vat, analytic_code,
  veterinary_establishment_service_period_id, veterinary_establishment_service_delivery_id, credited_line_id)
select * from unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
  $8::vat_category[], $9::int[], $10::int[], $11::int[], $12::int[], $13::text[], $14::int[], $15::int[], $16::int[])`;

const column = <T, V>(rows: readonly T[], value: (row: T) => V) => rows.map(value);

/**
 * Writes documents already numbered and sealed, issued as they are inserted (no draft to update), and
 * their lines: one statement each. Answers their ids in order.
 */
export async function insertIssuedDocuments(
  tx: Tx,
  documents: readonly IssuedDocument[],
  actor: Actor,
): Promise<number[]> {
  if (documents.length === 0) return [];
  const client = queryableOf(tx);
  const headers = documents.map(({ document, content }) => headerOf(document, content.totals, actor));
  const { rows } = await client.query<{ id: number; number: string }>({
    name: 'billing_insert_issued',
    text: INSERT_ISSUED,
    values: [
      column(headers, (h) => h.documentType),
      column(headers, (h) => h.series),
      column(headers, (h) => h.category),
      column(headers, (h) => h.creditorId),
      column(headers, (h) => h.veterinaryEstablishmentId),
      column(headers, (h) => h.veterinaryGroupId),
      column(headers, (h) => h.legalStructureId),
      column(headers, (h) => h.clientName),
      column(headers, (h) => h.senderAddressIdentityName),
      column(headers, (h) => h.paymentMethod as string),
      column(headers, (h) => h.billingAccountId),
      column(headers, (h) => h.bankAccountRum),
      column(headers, (h) => h.accountingCode),
      column(headers, (h) => h.deliveryInformationCode),
      column(headers, (h) => h.amountWithoutVat),
      column(headers, (h) => h.vatAmount),
      column(headers, (h) => h.amountWithVat),
      column(headers, (h) => h.periodStartDate),
      column(headers, (h) => h.periodEndDate),
      column(headers, (h) => h.deliveryDate),
      column(headers, (h) => h.precedingInvoiceId),
      column(headers, (h) => h.billingRunId),
      column(headers, (h) => h.createdByUserId),
      column(documents, (d) => d.content.number),
      column(documents, (d) => d.issueYear),
      column(documents, (d) => d.sequence),
      column(documents, (d) => d.content.issueDate),
      column(documents, (d) => d.content.dueDate),
      column(documents, (d) => JSON.stringify(d.content)),
      new Date(),
      column(documents, (d) => d.contentHash),
      column(documents, (d) => d.previousHash),
    ],
  });
  // RETURNING's order is not promised: each row is found again by its number.
  const byNumber = new Map(rows.map((row) => [row.number, Number(row.id)]));
  const ids = documents.map(({ content }) => byNumber.get(content.number) as number);
  const lines = documents.flatMap(({ document }, index) =>
    document.lines.map((line, position) => lineRow(ids[index] as number, line, position)),
  );
  await client.query({
    name: 'billing_insert_lines',
    text: INSERT_LINES,
    values: [
      column(lines, (l) => l.documentId),
      column(lines, (l) => l.position),
      column(lines, (l) => l.accountingCode),
      column(lines, (l) => l.productCode),
      column(lines, (l) => l.summary),
      column(lines, (l) => l.description),
      column(lines, (l) => l.category),
      column(lines, (l) => l.vatCategory),
      column(lines, (l) => l.vatRate),
      column(lines, (l) => l.quantity),
      column(lines, (l) => l.unitPriceWithoutVat),
      column(lines, (l) => l.amountWithoutVat),
      column(lines, (l) => l.analyticCode),
      column(lines, (l) => l.veterinaryEstablishmentServicePeriodId),
      column(lines, (l) => l.veterinaryEstablishmentServiceDeliveryId),
      column(lines, (l) => l.creditedLineId),
    ],
  });
  return ids;
}

/** Writes the document (a draft), then issues it unless `draft`; answers its id. */
export async function createDocument(
  tx: Tx,
  document: NewDocument,
  actor: Actor,
  draft = false,
): Promise<number> {
  let totals: ReturnType<typeof documentTotals>;
  try {
    totals = documentTotals(document.lines);
  } catch (error) {
    if (error instanceof RangeError && error.message === DISCOUNT_TOO_LARGE)
      throw refusal(BILLING_PROBLEMS.DISCOUNT_TOO_LARGE, {
        errors: [{ path: 'lines', message: DISCOUNT_TOO_LARGE }],
      });
    throw error;
  }
  const [row] = await tx
    .insert(billingDocuments)
    .values(headerOf(document, totals, actor))
    .returning({ id: billingDocuments.id });
  const id = (row as { id: number }).id;
  await tx.insert(billingDocumentLines).values(document.lines.map((line, index) => lineRow(id, line, index)));
  if (!draft) await issueDocument(tx, id, actor);
  return id;
}
