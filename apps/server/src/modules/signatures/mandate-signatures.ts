// Sending an account's mandates to sign (issue 9 §2): staff choose a leader of one of the structure's
// establishments, or the leader starts it from the onboarding area. One PDF per pending mandate.
import type { Db } from '@vetbo/db/database';
import { billingAccounts, requiredMandates, signatureRequests, users } from '@vetbo/db/schema/index';
import {
  type MandateSignatureCreate,
  SIGNATURE_REQUEST_MAX_WRONG_CODES,
  type SignatureRequest,
} from '@vetbo/domain/signatures';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { invalidFields, notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import { loadMandateForm, mandateFormPdf, mandateSignatureBox } from '../mandates/public.ts';
import { leadsLegalStructure } from '../me/public.ts';
import { createSignatureRequest } from './create-signature-request.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { expireOverdueRequests } from './request-lifecycle.ts';
import { findSignatureRequests } from './signature-requests.repository.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';

type Log = { error(object: unknown, message: string): void };

async function loadAccount(db: Db, id: number) {
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.id, id));
  if (!account) throw notFound('Compte de facturation', id);
  return account;
}

/** The account's mandates in force still to sign. */
const pendingMandates = (db: Db, billingAccountId: number) =>
  db
    .select()
    .from(requiredMandates)
    .where(
      and(
        eq(requiredMandates.billingAccountId, billingAccountId),
        isNull(requiredMandates.validatedDate),
        isNull(requiredMandates.revokedDate),
      ),
    )
    .orderBy(asc(requiredMandates.id));

export const signatureRequestsOfAccount = (db: Db, billingAccountId: number) =>
  findSignatureRequests(db, eq(signatureRequests.billingAccountId, billingAccountId));

export async function startMandateSignature(
  db: Db,
  provider: SignatureProviderAdapter,
  billingAccountId: number,
  input: MandateSignatureCreate,
  context: { userId: number | null; log: Log },
): Promise<SignatureRequest> {
  const account = await loadAccount(db, billingAccountId);
  if (account.status !== 'ENABLED') throw refusal(SIGNATURE_PROBLEMS.BILLING_ACCOUNT_DISABLED);
  const pending = await pendingMandates(db, billingAccountId);
  if (pending.length === 0) throw refusal(SIGNATURE_PROBLEMS.NO_MANDATE_TO_SIGN);
  if (!account.iban && !input.confirmEmptyIban) {
    throw invalidFields([{ path: 'confirmEmptyIban', message: 'emptyIbanConfirmation' }], 422);
  }
  const [signer] = await db.select().from(users).where(eq(users.id, input.signerUserId));
  if (!signer || !(await leadsLegalStructure(db, signer.id, account.legalStructureId))) {
    throw invalidFields([{ path: 'signerUserId', message: 'signerNotLeader' }], 422);
  }
  await expireOverdueRequests(db, eq(signatureRequests.billingAccountId, billingAccountId));
  const [ongoing] = await db
    .select({ id: signatureRequests.id })
    .from(signatureRequests)
    .where(
      and(
        eq(signatureRequests.billingAccountId, billingAccountId),
        inArray(signatureRequests.status, ['DRAFT', 'ONGOING']),
      ),
    );
  if (ongoing) throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING);

  const documents = [];
  for (const mandate of pending) {
    // The signer reads their own account: the IBAN in full, as on any mandate they sign.
    const form = await loadMandateForm(db, billingAccountId, mandate.id, 'ADMIN');
    documents.push({
      title: `Mandat de prélèvement SEPA ${mandate.rum}`,
      fileName: `mandat-${mandate.rum}.pdf`,
      pdf: await mandateFormPdf(form),
      field: mandateSignatureBox(form),
      requiredMandateId: mandate.id,
    });
  }
  const requestId = await createSignatureRequest(
    db,
    provider,
    {
      name: `Mandats SEPA — ${account.entitled}`,
      subject: { billingAccountId },
      documents,
      signers: [
        { userId: signer.id, firstName: signer.firstName, lastName: signer.lastName, email: signer.email },
      ],
      createdByUserId: context.userId,
    },
    context.log,
  );
  const [created] = await findSignatureRequests(db, eq(signatureRequests.id, requestId));
  return created as SignatureRequest;
}

/**
 * The leader's "Signer" in the onboarding area: the request under way where they are the signer, or a
 * new one with them as signer (built-in provider: nothing to wait for). Another signer's request → 409;
 * the account's last request cancelled after too many wrong codes → 409 until staff send a new one.
 */
export async function startOwnMandateSignature(
  db: Db,
  provider: SignatureProviderAdapter,
  billingAccountId: number,
  context: { userId: number; log: Log },
): Promise<{ request: SignatureRequest; signerId: number; created: boolean }> {
  await expireOverdueRequests(db, eq(signatureRequests.billingAccountId, billingAccountId));
  const [ongoing] = await findSignatureRequests(
    db,
    and(
      eq(signatureRequests.billingAccountId, billingAccountId),
      inArray(signatureRequests.status, ['DRAFT', 'ONGOING']),
    ),
  );
  if (ongoing) {
    const own = ongoing.signers.find(
      (signer) => signer.userId === context.userId && signer.status === 'PENDING',
    );
    if (!own) throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING);
    return { request: ongoing, signerId: own.id, created: false };
  }
  // After too many wrong codes only staff send the mandates again (signature-code.ts).
  const [latest] = await db
    .select({ status: signatureRequests.status, wrongCodeCount: signatureRequests.wrongCodeCount })
    .from(signatureRequests)
    .where(eq(signatureRequests.billingAccountId, billingAccountId))
    .orderBy(desc(signatureRequests.createdDate), desc(signatureRequests.id))
    .limit(1);
  if (latest?.status === 'CANCELED' && latest.wrongCodeCount >= SIGNATURE_REQUEST_MAX_WRONG_CODES)
    throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_TOO_MANY_WRONG_CODES);
  const request = await startMandateSignature(
    db,
    provider,
    billingAccountId,
    { signerUserId: context.userId, confirmEmptyIban: false },
    context,
  );
  const signer = request.signers.find(({ userId }) => userId === context.userId);
  return { request, signerId: signer?.id as number, created: true };
}
