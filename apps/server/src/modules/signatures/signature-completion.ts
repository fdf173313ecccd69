// What a finished request does, whichever provider reported it: the signed PDFs and audit trails are
// stored as documents, each mandate it carried is validated, its contract document becomes SIGNED.
// Provider events are recorded once (provider + event id): a replay changes nothing, and neither does an
// event about a request that ended here first (cancelled by staff, after too many wrong codes or a new
// IBAN; expired; declined; done): a late "done" never revives it nor validates its mandates.
import type { Db } from '@vetbo/db/database';
import {
  contractDocuments,
  contracts,
  requiredMandates,
  signatureDocuments,
  signatureEvents,
  signatureRequests,
  signatureSigners,
} from '@vetbo/db/schema/index';
import type { SignatureRequestStatus } from '@vetbo/domain/enums';
import { and, eq, isNull } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { recordChange } from '../change-history/public.ts';
import { toRequiredMandate } from '../mandates/public.ts';
import { storePdf } from './create-signature-request.ts';
import type { SignatureEvent, SignatureProviderAdapter } from './provider.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';

export interface SignedResult {
  /** Signed PDF per `signature_documents.id`. */
  documents: Map<number, Buffer>;
  /** Audit trail PDF per `signature_signers.id`. */
  auditTrails: Map<number, Buffer>;
  signedDate: Date;
  evidence?: { ip: string | null; userAgent: string | null };
}

/** A request still waiting for its signature; any other status is final. */
export const isOpen = (status: SignatureRequestStatus) => status === 'DRAFT' || status === 'ONGOING';

/** Records the event unless already received; false for a replay. */
export async function recordEvent(
  tx: Tx,
  requestId: number,
  provider: 'BUILT_IN' | 'YOUSIGN',
  event: Pick<SignatureEvent, 'eventId' | 'name' | 'occurredAt' | 'payload'>,
): Promise<boolean> {
  const inserted = await tx
    .insert(signatureEvents)
    .values({
      signatureRequestId: requestId,
      provider,
      eventId: event.eventId,
      name: event.name,
      occurredDate: event.occurredAt,
      payload: event.payload ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: signatureEvents.id });
  return inserted.length > 0;
}

async function validateMandate(tx: Tx, requiredMandateId: number, when: Date) {
  const before = await findRowById(tx, requiredMandates, requiredMandateId, { forUpdate: true });
  if (!before || before.validatedDate || before.revokedDate) return;
  const [after] = await tx
    .update(requiredMandates)
    .set({ isValidated: true, validatedDate: when, updatedDate: when })
    .where(eq(requiredMandates.id, requiredMandateId))
    .returning();
  if (!after) return;
  await recordChange(tx, {
    userId: null,
    resource: 'required_mandates',
    resourceId: requiredMandateId,
    kind: 'UPDATE',
    before: toRequiredMandate(before),
    after: toRequiredMandate(after),
  });
}

/**
 * Marks the request DONE, stores what was signed and signs its subject. A request that ended meanwhile
 * (done, cancelled, expired, declined) is a 409 that rolls the caller's transaction back: nothing twice,
 * nothing after a cancellation.
 */
export async function finishRequest(tx: Tx, requestId: number, result: SignedResult): Promise<void> {
  const [request] = await tx
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId))
    .for('update');
  if (!request) return;
  if (!isOpen(request.status)) throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_NOT_ONGOING);
  // A mandate's signed copy and proof file show the account's IBAN in full, as its form did.
  const showsBankDetails = request.billingAccountId !== null;
  let establishmentId: number | null = null;
  if (request.contractDocumentId !== null) {
    const [row] = await tx
      .select({ establishmentId: contracts.veterinaryEstablishmentId })
      .from(contractDocuments)
      .innerJoin(contracts, eq(contracts.id, contractDocuments.contractId))
      .where(eq(contractDocuments.id, request.contractDocumentId));
    establishmentId = row?.establishmentId ?? null;
  }
  const docs = await tx
    .select()
    .from(signatureDocuments)
    .where(eq(signatureDocuments.signatureRequestId, requestId));
  let contractSignedDocumentId: number | null = null;
  for (const document of docs) {
    const pdf = result.documents.get(document.id);
    if (!pdf) continue;
    const signedDocumentId = await storePdf(
      tx,
      {
        fileName: `${document.title} — signé.pdf`.replace(/[\\/:*?"<>|]/g, '-'),
        title: `${document.title} (signé)`,
        pdf,
        veterinaryEstablishmentId: establishmentId,
        showsBankDetails,
      },
      null,
    );
    contractSignedDocumentId = signedDocumentId;
    await tx
      .update(signatureDocuments)
      .set({ signedDocumentId })
      .where(eq(signatureDocuments.id, document.id));
    if (document.requiredMandateId !== null)
      await validateMandate(tx, document.requiredMandateId, result.signedDate);
  }
  const signers = await tx
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.signatureRequestId, requestId));
  for (const signer of signers) {
    const trail = result.auditTrails.get(signer.id);
    const auditTrailDocumentId = trail
      ? await storePdf(
          tx,
          {
            fileName: `Dossier de preuve — ${request.name}.pdf`.replace(/[\\/:*?"<>|]/g, '-'),
            title: `Dossier de preuve : ${request.name}`,
            pdf: trail,
            veterinaryEstablishmentId: establishmentId,
            showsBankDetails,
          },
          null,
        )
      : signer.auditTrailDocumentId;
    await tx
      .update(signatureSigners)
      .set({
        status: 'SIGNED',
        signedDate: signer.signedDate ?? result.signedDate,
        auditTrailDocumentId,
        ...(result.evidence
          ? { signedIp: result.evidence.ip, signedUserAgent: result.evidence.userAgent }
          : {}),
        codeHash: null,
      })
      .where(eq(signatureSigners.id, signer.id));
  }
  await tx
    .update(signatureRequests)
    .set({ status: 'DONE', finishedDate: result.signedDate })
    .where(eq(signatureRequests.id, requestId));
  if (request.contractDocumentId !== null) {
    await tx
      .update(contractDocuments)
      .set({ status: 'SIGNED', signedDate: result.signedDate, signedDocumentId: contractSignedDocumentId })
      .where(and(eq(contractDocuments.id, request.contractDocumentId), eq(contractDocuments.status, 'SENT')));
  }
}

/**
 * A provider's event (Yousign's webhook): recorded once; a DONE request gets its signed files downloaded
 * and is finished; DECLINED, EXPIRED or CANCELED ends it. Unknown requests are ignored (another
 * environment's webhook); a request already ended here is only told (`finished`: the event is kept in
 * its trail and changes nothing). Returns what happened, for the log.
 */
export async function applyProviderEvent(
  db: Db,
  provider: SignatureProviderAdapter,
  event: SignatureEvent,
): Promise<'unknown-request' | 'replay' | 'finished' | 'applied'> {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.provider, provider.kind),
        eq(signatureRequests.externalId, event.externalRequestId),
      ),
    );
  if (!request) return 'unknown-request';
  const [docs, signers] = await Promise.all([
    db.select().from(signatureDocuments).where(eq(signatureDocuments.signatureRequestId, request.id)),
    db.select().from(signatureSigners).where(eq(signatureSigners.signatureRequestId, request.id)),
  ]);
  // Downloaded before the transaction (network calls hold no lock); a replay is cheap to detect first.
  const alreadyReceived = await db
    .select({ id: signatureEvents.id })
    .from(signatureEvents)
    .where(and(eq(signatureEvents.provider, provider.kind), eq(signatureEvents.eventId, event.eventId)));
  if (alreadyReceived.length > 0) return 'replay';
  const signed =
    event.status === 'DONE' && isOpen(request.status)
      ? await provider.downloadSigned(
          event.externalRequestId,
          docs.filter((d) => d.externalId).map((d) => ({ externalId: d.externalId as string })),
          signers.filter((s) => s.externalId).map((s) => ({ externalId: s.externalId as string })),
        )
      : null;
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, request.id, provider.kind, event))) return 'replay';
    // Read again under lock: staff may have cancelled it while the files were downloading.
    const [current] = await tx
      .select({ status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, request.id))
      .for('update');
    if (!current || !isOpen(current.status)) return 'finished';
    if (event.externalSignerId && event.name === 'signer.done') {
      await tx
        .update(signatureSigners)
        .set({ status: 'SIGNED', signedDate: event.occurredAt })
        .where(
          and(
            eq(signatureSigners.signatureRequestId, request.id),
            eq(signatureSigners.externalId, event.externalSignerId),
            isNull(signatureSigners.signedDate),
          ),
        );
    }
    if (signed) {
      const byExternal = <T extends { externalId: string | null; id: number }>(rows: T[], id: string) =>
        rows.find((row) => row.externalId === id)?.id;
      const documents = new Map<number, Buffer>();
      for (const file of signed.documents) {
        const id = byExternal(docs, file.externalId);
        if (id !== undefined) documents.set(id, file.pdf);
      }
      const auditTrails = new Map<number, Buffer>();
      for (const file of signed.auditTrails) {
        const id = byExternal(signers, file.externalSignerId);
        if (id !== undefined) auditTrails.set(id, file.pdf);
      }
      await finishRequest(tx, request.id, { documents, auditTrails, signedDate: event.occurredAt });
    } else if (event.status && event.status !== 'DONE' && event.status !== current.status) {
      const ends = event.status === 'DECLINED' || event.status === 'EXPIRED' || event.status === 'CANCELED';
      await tx
        .update(signatureRequests)
        .set({ status: event.status, ...(ends ? { finishedDate: event.occurredAt } : {}) })
        .where(eq(signatureRequests.id, request.id));
    }
    return 'applied';
  });
}
