// The billing use cases the routes call: each write in one transaction, answered as the API shows it.
import type { Db } from '@vetbo/db/database';
import { creditors } from '@vetbo/db/schema/index';
import type {
  BillingDocumentDetail,
  CreditNoteCreate,
  InvoiceCreditInput,
  ManualDocumentInput,
  PaymentUpdate,
} from '@vetbo/domain/billing/documents';
import { DOCUMENT_SERIES, type DocumentType } from '@vetbo/domain/billing/enums';
import { asc } from 'drizzle-orm';
import { assertIfMatch } from '../../lib/etag.ts';
import { notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { toDocumentDetail } from './billing.mapper.ts';
import { findDocumentDetail } from './billing.repository.ts';
import { createManualDocument } from './create-manual-document.ts';
import { creditInvoice } from './credit-invoice.ts';
import { issueDocument } from './issue-document.ts';
import { recordPayment } from './record-payment.ts';
import { verifyChain } from './verify-chain.ts';

const NAMES = { INVOICE: 'Facture', CREDIT_NOTE: 'Avoir' } as const;

export async function loadDocument(db: Db, type: DocumentType, id: number): Promise<BillingDocumentDetail> {
  const detail = await findDocumentDetail(db, type, id);
  if (!detail) throw notFound(NAMES[type], id);
  return toDocumentDetail(detail);
}

/** The stepper's invoice or credit note; answers the document of the type made. */
export async function createByHand(db: Db, input: ManualDocumentInput, context: WriteContext) {
  const id = await db.transaction((tx) => createManualDocument(tx, input, context));
  return loadDocument(db, input.documentType, id);
}

export async function createCreditNote(db: Db, input: CreditNoteCreate, context: WriteContext) {
  const id = await db.transaction((tx) =>
    createManualDocument(tx, { ...input, documentType: 'CREDIT_NOTE' }, context),
  );
  return loadDocument(db, 'CREDIT_NOTE', id);
}

export async function creditInvoiceLines(db: Db, input: InvoiceCreditInput, context: WriteContext) {
  const id = await db.transaction((tx) => creditInvoice(tx, input, context));
  return loadDocument(db, 'CREDIT_NOTE', id);
}

export async function updatePayment(
  db: Db,
  type: DocumentType,
  id: number,
  input: PaymentUpdate,
  context: WriteContext,
): Promise<BillingDocumentDetail> {
  await db.transaction((tx) =>
    recordPayment(tx, type, id, input, context, async () => {
      const current = await findDocumentDetail(tx, type, id);
      if (current) assertIfMatch(context.ifMatch, toDocumentDetail(current));
    }),
  );
  return loadDocument(db, type, id);
}

/** A draft issued: its number taken and its content sealed now. */
export async function issueDraft(db: Db, type: DocumentType, id: number, context: WriteContext) {
  await db.transaction(async (tx) => {
    const current = await findDocumentDetail(tx, type, id);
    if (!current) throw notFound(NAMES[type], id);
    await issueDocument(tx, id, context);
  });
  return loadDocument(db, type, id);
}

/** Every series of every creditor checked. */
export async function verifyChains(db: Db) {
  const all = await db.select({ id: creditors.id }).from(creditors).orderBy(asc(creditors.id));
  const checks = [];
  for (const { id } of all)
    for (const series of DOCUMENT_SERIES) checks.push(await verifyChain(db, id, series));
  return checks;
}
