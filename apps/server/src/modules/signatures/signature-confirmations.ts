// GET /v1/yousign_signature_requests/{id}/confirmations: each signer's evidence, whichever provider.
import type { Db } from '@vetbo/db/database';
import { documents, signatureDocuments, signatureRequests, signatureSigners } from '@vetbo/db/schema/index';
import { toApiDateTime } from '@vetbo/domain/list-query';
import type { SignatureConfirmation } from '@vetbo/domain/signatures';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../lib/http.problems.ts';

const signedFiles = alias(documents, 'signed_files');

export async function loadConfirmations(db: Db, requestId: number): Promise<SignatureConfirmation[]> {
  const [request] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  if (!request) throw notFound('Demande de signature', requestId);
  const [signers, files] = await Promise.all([
    db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.signatureRequestId, requestId))
      .orderBy(asc(signatureSigners.id)),
    db
      .select({
        title: signatureDocuments.title,
        originalSha256: documents.sha256,
        signedSha256: signedFiles.sha256,
        signedDocumentId: signatureDocuments.signedDocumentId,
      })
      .from(signatureDocuments)
      .innerJoin(documents, eq(documents.id, signatureDocuments.originalDocumentId))
      .leftJoin(signedFiles, eq(signedFiles.id, signatureDocuments.signedDocumentId))
      .where(eq(signatureDocuments.signatureRequestId, requestId))
      .orderBy(asc(signatureDocuments.id)),
  ]);
  return signers.map((signer) => ({
    signerId: signer.id,
    firstName: signer.firstName,
    lastName: signer.lastName,
    email: signer.email,
    status: signer.status,
    signedDate: signer.signedDate ? toApiDateTime(signer.signedDate) : null,
    ipAddress: signer.signedIp,
    userAgent: signer.signedUserAgent,
    authentication: 'OTP_EMAIL' as const,
    auditTrailDocumentId: signer.auditTrailDocumentId,
    documents: files.map((file) => ({
      title: file.title,
      originalSha256: file.originalSha256,
      signedSha256: file.signedSha256 ?? null,
      signedDocumentId: file.signedDocumentId,
    })),
  }));
}
