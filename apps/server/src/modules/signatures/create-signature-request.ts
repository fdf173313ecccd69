// Creates a signature request (documents stored, signers named) and activates it at the provider in use.
// The request is stored first, so a provider failure leaves a CANCELED request as a trace, never a
// half-sent one; the caller's subject (mandates, contract) changes only once activation succeeded.
import type { Db } from '@vetbo/db/database';
import {
  documents,
  signatureDocuments,
  signatureEvents,
  signatureRequests,
  signatureSigners,
} from '@vetbo/db/schema/index';
import { parisDay } from '@vetbo/domain/paris-day';
import { SIGNATURE_REQUEST_DAYS } from '@vetbo/domain/signatures';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { postgresFileStorage } from '../files/public.ts';
import type { SignatureField, SignatureProviderAdapter } from './provider.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';

export interface DocumentInput {
  title: string;
  fileName: string;
  pdf: Buffer;
  field: SignatureField;
  requiredMandateId?: number;
  /** The establishment whose documents tab lists the file (contracts). */
  veterinaryEstablishmentId?: number | null;
}

export interface SignerInput {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface RequestInput {
  name: string;
  subject: { billingAccountId: number } | { contractDocumentId: number };
  documents: DocumentInput[];
  signers: SignerInput[];
  createdByUserId: number | null;
}

/** The day in Paris `days` days from now (the request expires at its start, Paris time). */
const addDays = (days: number) => parisDay(new Date(Date.now() + days * 86_400_000));

/**
 * Stores a PDF as a document (contents in PostgreSQL), returning its id. `showsBankDetails`: a mandate's
 * form, signed copy or proof file, served only to the roles that see an IBAN whole (files/document-access.ts).
 */
export async function storePdf(
  tx: Tx,
  input: {
    fileName: string;
    title: string;
    pdf: Buffer;
    veterinaryEstablishmentId?: number | null;
    showsBankDetails?: boolean;
  },
  userId: number | null,
): Promise<number> {
  const blob = await postgresFileStorage.save(tx, input.pdf);
  const [row] = await tx
    .insert(documents)
    .values({
      name: input.fileName,
      title: input.title,
      mediaType: 'application/pdf',
      sizeBytes: blob.sizeBytes,
      sha256: blob.sha256,
      blobId: blob.blobId,
      veterinaryEstablishmentId: input.veterinaryEstablishmentId ?? null,
      showsBankDetails: input.showsBankDetails ?? false,
      createdByUserId: userId,
    })
    .returning({ id: documents.id });
  return row?.id as number;
}

async function storeRequest(db: Db, provider: SignatureProviderAdapter, input: RequestInput) {
  const expirationDay = addDays(SIGNATURE_REQUEST_DAYS);
  // A billing account's request carries its mandates: the IBAN in full on every form.
  const showsBankDetails = 'billingAccountId' in input.subject;
  return db
    .transaction(async (tx) => {
      const [request] = await tx
        .insert(signatureRequests)
        .values({
          provider: provider.kind,
          name: input.name,
          ...input.subject,
          createdByUserId: input.createdByUserId,
          expirationDate: new Date(`${expirationDay}T23:59:59+01:00`),
        })
        .returning({ id: signatureRequests.id });
      const requestId = request?.id as number;
      const stored = [];
      for (const document of input.documents) {
        const originalDocumentId = await storePdf(
          tx,
          { ...document, showsBankDetails },
          input.createdByUserId,
        );
        const [row] = await tx
          .insert(signatureDocuments)
          .values({
            signatureRequestId: requestId,
            title: document.title,
            requiredMandateId: document.requiredMandateId ?? null,
            originalDocumentId,
          })
          .returning({ id: signatureDocuments.id });
        stored.push({ ...document, localId: row?.id as number });
      }
      const signers = [];
      for (const signer of input.signers) {
        const [row] = await tx
          .insert(signatureSigners)
          .values({ signatureRequestId: requestId, ...signer })
          .returning({ id: signatureSigners.id });
        signers.push({ ...signer, localId: row?.id as number });
      }
      return { requestId, expirationDay, documents: stored, signers };
    })
    .catch((error: unknown) => {
      if (
        isUniqueViolation(error, 'signature_requests_open_account_key') ||
        isUniqueViolation(error, 'signature_requests_open_contract_key')
      ) {
        throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING);
      }
      throw error;
    });
}

/** Stores and activates the request; returns its id. A provider failure is a 502 and cancels it. */
export async function createSignatureRequest(
  db: Db,
  provider: SignatureProviderAdapter,
  input: RequestInput,
  log: { error(object: unknown, message: string): void },
): Promise<number> {
  const stored = await storeRequest(db, provider, input);
  let activation: Awaited<ReturnType<SignatureProviderAdapter['activate']>>;
  try {
    activation = await provider.activate({
      localId: stored.requestId,
      name: input.name,
      expirationDay: stored.expirationDay,
      documents: stored.documents.map(({ localId, fileName, pdf, field }) => ({
        localId,
        fileName,
        pdf,
        field,
      })),
      signers: stored.signers.map(({ localId, userId, firstName, lastName, email }) => ({
        localId,
        userId,
        firstName,
        lastName,
        email,
        locale: 'fr' as const,
      })),
    });
  } catch (error) {
    log.error({ err: error, signatureRequestId: stored.requestId }, 'signature provider refused a request');
    await db
      .update(signatureRequests)
      .set({ status: 'CANCELED', finishedDate: new Date() })
      .where(eq(signatureRequests.id, stored.requestId));
    throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_PROVIDER_FAILED);
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(signatureRequests)
      .set({ status: 'ONGOING', externalId: activation.externalId, activatedDate: now })
      .where(eq(signatureRequests.id, stored.requestId));
    for (const { localId, externalId } of activation.documents) {
      await tx.update(signatureDocuments).set({ externalId }).where(eq(signatureDocuments.id, localId));
    }
    for (const { localId, externalId } of activation.signers) {
      await tx.update(signatureSigners).set({ externalId }).where(eq(signatureSigners.id, localId));
    }
    await tx.insert(signatureEvents).values({
      signatureRequestId: stored.requestId,
      provider: provider.kind,
      eventId: `vetbo-activated-${stored.requestId}`,
      name: 'signature_request.activated',
      occurredDate: now,
      payload: { signers: activation.signers.length, documents: activation.documents.length },
    });
  });
  return stored.requestId;
}
