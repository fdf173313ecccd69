// Transmissions as the API answers them: the list (filters documentId[], state[]), one with its events,
// and whether the rule for sending again allows it now.

import type { Db } from '@vetbo/db/database';
import { billingDocuments, eInvoiceEvents, eInvoiceTransmissions } from '@vetbo/db/schema/index';
import {
  type LifecycleEvent,
  lifecycleLabel,
  resendRefusal,
  type Transmission,
  type TransmissionDetail,
  type TransmissionListQuery,
  type TransmissionState,
  transmissionList,
} from '@vetbo/domain/billing/e-invoicing';
import { toApiDateTime } from '@vetbo/domain/list-query';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { listAnswer } from '../../lib/list.ts';
import { bindList, paginate } from '../../lib/list-sql.ts';
import type { Tx } from '../../lib/transaction.ts';

type Reader = Pick<Tx, 'select'>;

const columns = {
  transmission: eInvoiceTransmissions,
  documentType: billingDocuments.documentType,
  documentNumber: billingDocuments.number,
  clientName: billingDocuments.clientName,
};

type Row = {
  transmission: typeof eInvoiceTransmissions.$inferSelect;
  documentType: string;
  documentNumber: string | null;
  clientName: string;
};

const dateOrNull = (date: Date | null) => (date ? toApiDateTime(date) : null);

function toTransmission({ transmission: t, ...document }: Row): Transmission {
  return {
    id: t.id,
    documentId: t.documentId,
    documentType: document.documentType,
    documentNumber: document.documentNumber,
    clientName: document.clientName,
    adapter: t.adapter,
    state: t.state,
    platformId: t.platformId,
    attempts: t.attempts,
    lastError: t.lastError,
    lastStatusCode: t.lastStatusCode,
    lastStatusLabel: t.lastStatusCode ? lifecycleLabel(t.lastStatusCode) : null,
    rejectionReason: t.rejectionReason,
    hasXml: t.xmlBlobId !== null,
    sentDate: dateOrNull(t.sentDate),
    createdDate: toApiDateTime(t.createdDate),
    updatedDate: toApiDateTime(t.updatedDate),
  };
}

const list = bindList(transmissionList, {
  table: eInvoiceTransmissions,
  id: eInvoiceTransmissions.id,
  createdDate: eInvoiceTransmissions.createdDate,
  updatedDate: eInvoiceTransmissions.updatedDate,
  filters: {
    id: eInvoiceTransmissions.id,
    documentId: eInvoiceTransmissions.documentId,
    state: eInvoiceTransmissions.state,
  },
  sorts: {},
});

/** A page of transmissions on the list declaration (lists/e-invoice-transmissions.ts), newest first. */
export async function listTransmissions(
  db: Db,
  request: { query: TransmissionListQuery; rawKeys: readonly string[] },
) {
  const { rows, total } = await paginate(db, list, request, async (ids) =>
    (
      await db
        .select(columns)
        .from(eInvoiceTransmissions)
        .innerJoin(billingDocuments, eq(billingDocuments.id, eInvoiceTransmissions.documentId))
        .where(inArray(eInvoiceTransmissions.id, ids))
    ).map(toTransmission),
  );
  return listAnswer(rows, total, request.query);
}

export async function isCorrectedByCreditNote(db: Reader, documentId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: billingDocuments.id })
    .from(billingDocuments)
    .where(
      and(
        eq(billingDocuments.precedingInvoiceId, documentId),
        eq(billingDocuments.documentType, 'CREDIT_NOTE'),
        eq(billingDocuments.status, 'ISSUED'),
      ),
    )
    .limit(1);
  return Boolean(found);
}

export async function findTransmission(db: Reader, id: number): Promise<TransmissionDetail | null> {
  const [row] = await db
    .select({
      ...columns,
      // Written out: drizzle would leave the outer column unqualified inside the subquery.
      latestId: sql<number>`(select max(o.id) from e_invoice_transmissions o where o.document_id = e_invoice_transmissions.document_id)`,
    })
    .from(eInvoiceTransmissions)
    .innerJoin(billingDocuments, eq(billingDocuments.id, eInvoiceTransmissions.documentId))
    .where(eq(eInvoiceTransmissions.id, id));
  if (!row) return null;
  const events = await db
    .select()
    .from(eInvoiceEvents)
    .where(eq(eInvoiceEvents.transmissionId, id))
    .orderBy(asc(eInvoiceEvents.occurredDate), asc(eInvoiceEvents.id));
  const latest = Number(row.latestId) === id;
  const canResend =
    latest &&
    resendRefusal(
      row.transmission.state as TransmissionState,
      await isCorrectedByCreditNote(db, row.transmission.documentId),
    ) === null;
  return {
    ...toTransmission(row),
    events: events.map(
      (event): LifecycleEvent => ({
        id: event.id,
        direction: event.direction,
        statusCode: event.statusCode,
        label: event.label,
        reason: event.reason,
        occurredDate: toApiDateTime(event.occurredDate),
        deliveryState: event.deliveryState,
        deliveryError: event.deliveryError,
      }),
    ),
    canResend,
  };
}
