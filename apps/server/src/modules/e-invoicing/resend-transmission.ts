// "Renvoyer": a new transmission of the same issued document, for the job to send — when the rule allows
// it (packages/domain/src/billing/e-invoicing.ts `resendRefusal`): a FAILED transmission any time, a
// REJECTED or REFUSED one once an issued credit note corrects the document.
import type { Db } from '@vetbo/db/database';
import { billingDocuments, eInvoiceTransmissions } from '@vetbo/db/schema/index';
import { resendRefusal, type TransmissionState } from '@vetbo/domain/billing/e-invoicing';
import type { DocumentType } from '@vetbo/domain/billing/enums';
import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { E_INVOICING_PROBLEMS } from './e-invoicing.problems.ts';
import { isCorrectedByCreditNote } from './transmissions.repository.ts';

export async function resendTransmission(
  db: Db,
  documentType: DocumentType,
  documentId: number,
  actor: { userId: number | null },
): Promise<number> {
  return db.transaction(async (tx) => {
    // The document's row lock: two accountants pressing "Renvoyer" at once make one transmission.
    const [document] = await tx
      .select({ id: billingDocuments.id, number: billingDocuments.number, status: billingDocuments.status })
      .from(billingDocuments)
      .where(and(eq(billingDocuments.id, documentId), eq(billingDocuments.documentType, documentType)))
      .for('update');
    if (!document) throw notFound(documentType === 'INVOICE' ? 'Facture' : 'Avoir', documentId);
    const [latest] = await tx
      .select({ state: eInvoiceTransmissions.state })
      .from(eInvoiceTransmissions)
      .where(eq(eInvoiceTransmissions.documentId, documentId))
      .orderBy(desc(eInvoiceTransmissions.id))
      .limit(1);
    const state = (latest?.state ?? null) as TransmissionState | null;
    const refused = resendRefusal(state, await isCorrectedByCreditNote(tx, documentId));
    if (refused === 'NOT_CORRECTED')
      throw refusal(E_INVOICING_PROBLEMS.TRANSMISSION_NOT_CORRECTED, {
        params: { number: document.number ?? '' },
      });
    if (refused)
      throw refusal(E_INVOICING_PROBLEMS.TRANSMISSION_NOT_RESENDABLE, { params: { state: state ?? 'NONE' } });
    const [created] = await tx
      .insert(eInvoiceTransmissions)
      .values({ documentId, createdByUserId: actor.userId })
      .returning({ id: eInvoiceTransmissions.id });
    return (created as { id: number }).id;
  });
}
