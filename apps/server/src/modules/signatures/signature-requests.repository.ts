// Reads signature requests with their documents and signers, as the API shows them.

import type { Db } from '@vetbo/db/database';
import { signatureDocuments, signatureRequests, signatureSigners } from '@vetbo/db/schema/index';
import { toApiDateTime } from '@vetbo/domain/list-query';
import type { SignatureRequest } from '@vetbo/domain/signatures';
import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import { optionalApiDateTime } from '../../lib/list.ts';
import type { Tx } from '../../lib/transaction.ts';

export type SignatureRequestRow = typeof signatureRequests.$inferSelect;

/** A signer as the API shows it (no code, no evidence: those are the confirmations'). */
export const toSigner = (signer: typeof signatureSigners.$inferSelect) => ({
  id: signer.id,
  userId: signer.userId,
  firstName: signer.firstName,
  lastName: signer.lastName,
  email: signer.email,
  status: signer.status,
  signedDate: optionalApiDateTime(signer.signedDate),
});

/** The requests matching `where`, newest first, each with its documents and signers. */
export async function findSignatureRequests(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<SignatureRequest[]> {
  const requests = await db
    .select()
    .from(signatureRequests)
    .where(where)
    .orderBy(desc(signatureRequests.createdDate), desc(signatureRequests.id));
  if (requests.length === 0) return [];
  const ids = requests.map(({ id }) => id);
  const [documents, signers] = await Promise.all([
    db
      .select()
      .from(signatureDocuments)
      .where(inArray(signatureDocuments.signatureRequestId, ids))
      .orderBy(asc(signatureDocuments.id)),
    db
      .select()
      .from(signatureSigners)
      .where(inArray(signatureSigners.signatureRequestId, ids))
      .orderBy(asc(signatureSigners.id)),
  ]);
  return requests.map((request) => ({
    id: request.id,
    provider: request.provider,
    externalId: request.externalId,
    name: request.name,
    status: request.status,
    billingAccountId: request.billingAccountId,
    contractDocumentId: request.contractDocumentId,
    activatedDate: optionalApiDateTime(request.activatedDate),
    finishedDate: optionalApiDateTime(request.finishedDate),
    expirationDate: optionalApiDateTime(request.expirationDate),
    documents: documents
      .filter((document) => document.signatureRequestId === request.id)
      .map((document) => ({
        id: document.id,
        title: document.title,
        requiredMandateId: document.requiredMandateId,
        originalDocumentId: document.originalDocumentId,
        signedDocumentId: document.signedDocumentId,
      })),
    signers: signers.filter((signer) => signer.signatureRequestId === request.id).map(toSigner),
    createdDate: toApiDateTime(request.createdDate),
    updatedDate: toApiDateTime(request.updatedDate),
  }));
}
