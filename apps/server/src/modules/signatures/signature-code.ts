// The built-in provider's signature (issue 9 §2): the signer asks for a one-time code by e-mail, types
// it, and the product seals each PDF (PAdES, its own certificate) and writes the audit trail. The code
// is kept as a salted hash, works SIGNATURE_CODE_MINUTES, and SIGNATURE_CODE_MAX_ATTEMPTS times at most;
// a request allows SIGNATURE_REQUEST_MAX_WRONG_CODES wrong codes over all its codes, then it is cancelled
// (the signer is told by e-mail) and only staff can send it again.

import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import {
  documents,
  signatureDocuments,
  signatureEvents,
  signatureRequests,
  signatureSigners,
} from '@vetbo/db/schema/index';
import {
  maskEmail,
  SIGNATURE_CODE_DIGITS,
  SIGNATURE_CODE_MAX_ATTEMPTS,
  SIGNATURE_CODE_MINUTES,
  SIGNATURE_CODE_RESEND_SECONDS,
  SIGNATURE_REQUEST_MAX_WRONG_CODES,
  type SignerView,
} from '@vetbo/domain/signatures';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { HTTP_PROBLEMS, invalidFields } from '../../lib/http.problems.ts';
import { optionalApiDateTime } from '../../lib/list.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { postgresFileStorage } from '../files/public.ts';
import type { Mailer } from '../mail/public.ts';
import { frenchDateTime, writeToOutbox } from '../mail/public.ts';
import { type AuditTrailEvent, auditTrailPdf } from './seal/audit-trail.render.ts';
import { sealPdf } from './seal/pades.ts';
import type { loadSealCertificate } from './seal/seal-certificate.ts';
import { stampSignature } from './seal/stamp.ts';
import { finishRequest, recordEvent } from './signature-completion.ts';
import { signatureCodeMail, wrongCodesCancellationMail } from './signature-mails.ts';
import { toSigner } from './signature-requests.repository.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';
import { ownSigner, type RequestRow, type SignerRow } from './signer-access.ts';

export type Seal = Awaited<ReturnType<typeof loadSealCertificate>>;
export interface Evidence {
  ip: string | null;
  userAgent: string | null;
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function codeMatches(stored: string, code: string): boolean {
  const [salt = '', hash = ''] = stored.split(':');
  const given = Buffer.from(hashCode(salt, code), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function assertSignable(request: RequestRow, signer: SignerRow) {
  if (request.provider !== 'BUILT_IN') throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_NOT_BUILT_IN);
  if (request.wrongCodeCount >= SIGNATURE_REQUEST_MAX_WRONG_CODES)
    throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_TOO_MANY_WRONG_CODES);
  if (request.status !== 'ONGOING' || signer.status !== 'PENDING')
    throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_NOT_ONGOING);
}

const requestDocuments = (db: Db | Tx, requestId: number) =>
  db
    .select({ document: signatureDocuments, original: documents })
    .from(signatureDocuments)
    .innerJoin(documents, eq(documents.id, signatureDocuments.originalDocumentId))
    .where(eq(signatureDocuments.signatureRequestId, requestId))
    .orderBy(asc(signatureDocuments.id));

export async function loadSignerView(db: Db, signerId: number, userId: number): Promise<SignerView> {
  const { signer, request } = await ownSigner(db, signerId, userId);
  const docs = await requestDocuments(db, request.id);
  return {
    signer: toSigner(signer),
    request: {
      id: request.id,
      name: request.name,
      status: request.status,
      provider: request.provider,
      expirationDate: optionalApiDateTime(request.expirationDate),
      billingAccountId: request.billingAccountId,
    },
    documents: docs.map(({ document }) => ({
      id: document.id,
      title: document.title,
      signed: document.signedDocumentId !== null,
      requiredMandateId: document.requiredMandateId,
    })),
    codeSentTo: signer.codeSentDate ? maskEmail(signer.email) : null,
    codeExpiresDate: signer.codeHash ? optionalApiDateTime(signer.codeExpiresDate) : null,
  };
}

/** A document of the signer's request: the signed PDF once signed, else the one to sign. */
export async function signerDocument(
  db: Db,
  signerId: number,
  documentId: number,
  userId: number,
  evidence: Evidence,
): Promise<{ name: string; pdf: Buffer }> {
  const { request } = await ownSigner(db, signerId, userId);
  const docs = await requestDocuments(db, request.id);
  const found = docs.find(({ document }) => document.id === documentId);
  if (!found) throw refusal(HTTP_PROBLEMS.FORBIDDEN);
  const fileId = found.document.signedDocumentId ?? found.document.originalDocumentId;
  const [file] = await db.select().from(documents).where(eq(documents.id, fileId));
  const pdf = file ? await postgresFileStorage.read(db, file.blobId) : null;
  if (!file || !pdf) throw new Error(`document ${fileId} has no content`);
  if (request.status === 'ONGOING') {
    await db.transaction((tx) =>
      recordEvent(tx, request.id, 'BUILT_IN', {
        eventId: `vetbo-viewed-${signerId}-${documentId}`,
        name: 'document.viewed',
        occurredAt: new Date(),
        payload: { signerId, documentId, ...evidence },
      }),
    );
  }
  return { name: file.name, pdf };
}

/** E-mails a new one-time code (the previous one stops working). */
export async function sendSignatureCode(
  db: Db,
  mailer: Mailer,
  signerId: number,
  userId: number,
  evidence: Evidence,
): Promise<SignerView> {
  const messageId = await db.transaction(async (tx) => {
    const { signer, request } = await ownSigner(tx, signerId, userId, { forUpdate: true });
    assertSignable(request, signer);
    const now = new Date();
    if (
      signer.codeSentDate &&
      now.getTime() - signer.codeSentDate.getTime() < SIGNATURE_CODE_RESEND_SECONDS * 1000
    )
      throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_CODE_TOO_SOON);
    const code = String(randomInt(0, 10 ** SIGNATURE_CODE_DIGITS)).padStart(SIGNATURE_CODE_DIGITS, '0');
    const salt = randomBytes(16).toString('hex');
    const expiresDate = new Date(now.getTime() + SIGNATURE_CODE_MINUTES * 60_000);
    await tx
      .update(signatureSigners)
      .set({
        codeHash: `${salt}:${hashCode(salt, code)}`,
        codeExpiresDate: expiresDate,
        codeAttempts: 0,
        codeSentDate: now,
      })
      .where(eq(signatureSigners.id, signerId));
    await recordEvent(tx, request.id, 'BUILT_IN', {
      eventId: `vetbo-code-${randomUUID()}`,
      name: 'signer.code_sent',
      occurredAt: now,
      payload: { signerId, sentTo: signer.email, ...evidence },
    });
    return writeToOutbox(tx, signatureCodeMail(signer, { name: request.name, code, expiresDate }));
  });
  await mailer.deliver([messageId]);
  return loadSignerView(db, signerId, userId);
}

/**
 * A wrong code, counted for the code and for the request (kept even though the answer is an error): the
 * request's last allowed one cancels it and writes the signer's notice. Returns that notice's id, if any.
 */
async function countWrongCode(
  tx: Tx,
  { signer, request }: { signer: SignerRow; request: RequestRow },
  evidence: Evidence,
): Promise<number | null> {
  await tx
    .update(signatureSigners)
    .set({ codeAttempts: signer.codeAttempts + 1 })
    .where(eq(signatureSigners.id, signer.id));
  // Counted by the database: two signers of one request typing at once both count.
  const [counted] = await tx
    .update(signatureRequests)
    .set({ wrongCodeCount: sql`${signatureRequests.wrongCodeCount} + 1` })
    .where(eq(signatureRequests.id, request.id))
    .returning({ wrongCodeCount: signatureRequests.wrongCodeCount });
  const wrongCodes = counted?.wrongCodeCount ?? 0;
  if (wrongCodes < SIGNATURE_REQUEST_MAX_WRONG_CODES) return null;
  const now = new Date();
  const [cancelled] = await tx
    .update(signatureRequests)
    .set({ status: 'CANCELED', finishedDate: now })
    .where(and(eq(signatureRequests.id, request.id), inArray(signatureRequests.status, ['DRAFT', 'ONGOING'])))
    .returning({ id: signatureRequests.id });
  if (!cancelled) return null;
  await tx
    .update(signatureSigners)
    .set({ codeHash: null })
    .where(eq(signatureSigners.signatureRequestId, request.id));
  await recordEvent(tx, request.id, 'BUILT_IN', {
    eventId: `vetbo-canceled-${request.id}`,
    name: 'signature_request.canceled',
    occurredAt: now,
    payload: { reason: 'TOO_MANY_WRONG_CODES', wrongCodes, signerId: signer.id, ...evidence },
  });
  return writeToOutbox(tx, wrongCodesCancellationMail(signer, { name: request.name, wrongCodes }));
}

/** Checks the code; a wrong one counts as an attempt of the code and of the request. */
async function checkCode(
  db: Db,
  mailer: Mailer,
  signerId: number,
  userId: number,
  code: string,
  evidence: Evidence,
) {
  const outcome = await db.transaction(async (tx) => {
    const { signer, request } = await ownSigner(tx, signerId, userId, { forUpdate: true });
    assertSignable(request, signer);
    if (!signer.codeHash || !signer.codeExpiresDate) throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_CODE_MISSING);
    if (signer.codeAttempts >= SIGNATURE_CODE_MAX_ATTEMPTS)
      throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_CODE_ATTEMPTS);
    if (signer.codeExpiresDate.getTime() < Date.now()) return 'signatureCodeExpired';
    if (!codeMatches(signer.codeHash, code)) {
      const notice = await countWrongCode(tx, { signer, request }, evidence);
      return notice === null ? 'signatureCodeWrong' : notice;
    }
    return null;
  });
  if (typeof outcome === 'number') {
    // The request is cancelled: its signer's notice goes now, the answer says why.
    await mailer.deliver([outcome]);
    throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_TOO_MANY_WRONG_CODES);
  }
  if (outcome) throw invalidFields([{ path: 'code', message: outcome }], 422);
}

/** Signs with the code: every document sealed, the audit trail written, the request finished. */
export async function signWithCode(
  db: Db,
  mailer: Mailer,
  seal: Seal,
  signerId: number,
  code: string,
  userId: number,
  evidence: Evidence,
): Promise<SignerView> {
  await checkCode(db, mailer, signerId, userId, code, evidence);
  await db.transaction(async (tx) => {
    const { signer, request } = await ownSigner(tx, signerId, userId, { forUpdate: true });
    assertSignable(request, signer);
    const signedDate = new Date();
    const signerName = `${signer.firstName} ${signer.lastName}`;
    await recordEvent(tx, request.id, 'BUILT_IN', {
      eventId: `vetbo-signer-done-${signerId}`,
      name: 'signer.done',
      occurredAt: signedDate,
      payload: { signerId, authentication: 'OTP_EMAIL', ...evidence },
    });
    const sealed = new Map<number, Buffer>();
    const hashes = [];
    for (const { document, original } of await requestDocuments(tx, request.id)) {
      const pdf = await postgresFileStorage.read(tx, original.blobId);
      if (!pdf) throw new Error(`document ${original.id} has no content`);
      const stamped = await stampSignature(
        pdf,
        `Signé électroniquement par ${signerName} le ${frenchDateTime(signedDate)} — code à usage unique envoyé à ${maskEmail(signer.email)} — dossier de preuve n° ${request.id}`,
      );
      const signed = await sealPdf(stamped, seal, {
        reason: `Signé par ${signerName} (code à usage unique envoyé à ${signer.email})`,
        name: signerName,
        location: 'France',
        contactInfo: signer.email,
        signingTime: signedDate,
      });
      sealed.set(document.id, signed);
      hashes.push({
        id: document.id,
        title: document.title,
        originalSha256: original.sha256,
        signedSha256: sha256(signed),
      });
    }
    const events = await tx
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.signatureRequestId, request.id))
      .orderBy(asc(signatureEvents.occurredDate), asc(signatureEvents.id));
    const trail = await auditTrailPdf({
      requestId: request.id,
      requestName: request.name,
      documents: hashes,
      signer: { name: signerName, email: signer.email },
      events: events.map((event) => ({
        name: event.name,
        date: event.occurredDate,
        ...(event.payload as Omit<AuditTrailEvent, 'name' | 'date'>),
      })),
      seal: { subject: seal.subject, fingerprintSha256: seal.fingerprintSha256 },
    });
    await recordEvent(tx, request.id, 'BUILT_IN', {
      eventId: `vetbo-done-${request.id}`,
      name: 'signature_request.done',
      occurredAt: signedDate,
      payload: {},
    });
    await finishRequest(tx, request.id, {
      documents: sealed,
      auditTrails: new Map([[signer.id, trail]]),
      signedDate,
      evidence,
    });
  });
  return loadSignerView(db, signerId, userId);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
