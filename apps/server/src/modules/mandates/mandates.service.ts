import type { Db } from '@vetbo/db/database';
import { requiredMandates, signatureDocuments, signatureRequests } from '@vetbo/db/schema/index';
import type { Mandate, RequiredMandate, RequiredMandateCreate } from '@vetbo/domain/mandates';
import { and, eq, inArray } from 'drizzle-orm';
import { unknownReference } from '../../lib/constraint-problems.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import { SIGNATURE_PROBLEMS } from '../signatures/public.ts';
import { type RequiredMandateRow, toMandate, toRequiredMandate } from './mandates.mapper.ts';
import { MANDATE_PROBLEMS } from './mandates.problems.ts';
import { countRequiredMandates, findMandateRecord } from './mandates.repository.ts';

const RESOURCE = 'required_mandates' as const;

export async function loadMandate(db: Db, id: number): Promise<Mandate> {
  const record = await findMandateRecord(db, id);
  if (!record) throw notFound('Mandat', id);
  return toMandate(record);
}

export async function loadRequiredMandate(db: Db, id: number): Promise<RequiredMandate> {
  const row = await findRowById(db, requiredMandates, id);
  if (!row) throw notFound('Mandat requis', id);
  return toRequiredMandate(row);
}

/**
 * A RUM made from the mandate's prefix and the account: `PREFIX` + the account id on 8 digits, then
 * `-2`, `-3`… for the mandates signed again after a revocation. At most 10 + 8 + 4 characters.
 */
export const generatedRum = (prefix: string, billingAccountId: number, previous: number) =>
  `${prefix}${String(billingAccountId).padStart(8, '0')}${previous > 0 ? `-${previous + 1}` : ''}`;

export async function createRequiredMandate(
  db: Db,
  input: RequiredMandateCreate,
  context: WriteContext,
): Promise<RequiredMandate> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      write: async () => {
        const mandate = await findMandateRecord(tx, input.mandateId);
        if (!mandate) throw unknownReference('mandateId');
        const rum =
          input.rum ??
          generatedRum(
            mandate.mandate.prefix,
            input.billingAccountId,
            await countRequiredMandates(tx, input.billingAccountId, input.mandateId),
          );
        const [created] = await tx
          .insert(requiredMandates)
          .values({ billingAccountId: input.billingAccountId, mandateId: input.mandateId, rum })
          .returning();
        return toRequiredMandate(created as RequiredMandateRow);
      },
    }),
  );
}

const recorded = (tx: Db, id: number, context: WriteContext) => ({
  resource: RESOURCE,
  id,
  context,
  lock: () => findRowById(tx, requiredMandates, id, { forUpdate: true }),
  notFound: () => notFound('Mandat requis', id),
  toApi: toRequiredMandate,
});

/**
 * A mandate being signed is not withdrawn (409: cancel the signature first); the documents of finished
 * requests (cancelled, declined, expired) stay, no longer pointing at it.
 */
async function detachFromFinishedSignatures(tx: Tx, requiredMandateId: number) {
  const open = await tx
    .select({ id: signatureDocuments.id })
    .from(signatureDocuments)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureDocuments.signatureRequestId))
    .where(
      and(
        eq(signatureDocuments.requiredMandateId, requiredMandateId),
        inArray(signatureRequests.status, ['DRAFT', 'ONGOING']),
      ),
    );
  if (open.length > 0) throw refusal(SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING);
  await tx
    .update(signatureDocuments)
    .set({ requiredMandateId: null })
    .where(eq(signatureDocuments.requiredMandateId, requiredMandateId));
}

/** A mandate still to sign can be withdrawn; a signed one never is (409): it is revoked instead. */
export async function deleteRequiredMandate(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, {
      ...recorded(tx, id, context),
      remove: async (before) => {
        if (before.isValidated || before.filledMandate) throw refusal(MANDATE_PROBLEMS.SIGNED_MANDATE);
        await detachFromFinishedSignatures(tx, id);
        await tx.delete(requiredMandates).where(eq(requiredMandates.id, id));
      },
    }),
  );
}

/** A signed mandate stops authorising debits from now; it stays, with its history, and a new one can be required. */
export async function revokeRequiredMandate(
  db: Db,
  id: number,
  context: WriteContext,
): Promise<RequiredMandate> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      ...recorded(tx, id, { userId: context.userId }),
      write: async (before) => {
        if (before.revokedDate) throw refusal(MANDATE_PROBLEMS.MANDATE_ALREADY_REVOKED);
        if (!before.isValidated && !before.filledMandate) throw refusal(MANDATE_PROBLEMS.MANDATE_NOT_SIGNED);
        const now = new Date();
        const [updated] = await tx
          .update(requiredMandates)
          .set({ revokedDate: now, updatedDate: now })
          .where(eq(requiredMandates.id, id))
          .returning();
        return toRequiredMandate(updated as RequiredMandateRow);
      },
    }),
  );
}
