// Four-eyes changes of a billing account's bank details (issue 20): a `billing` writer asks, another one
// confirms (the change applies then) or anyone of them cancels. Until confirmed the account keeps its
// details; every step is in the account's history, IBANs masked beside their keyed fingerprints.
import type { Db } from '@vetbo/db/database';
import { billingAccountBankChanges, billingAccounts } from '@vetbo/db/schema/index';
import type { BankDetailsChange, BankDetailsChangeCreate } from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { eq } from 'drizzle-orm';
import { fieldProblem, rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { recordChange } from '../change-history/public.ts';
import type { SignatureProviderAdapter } from '../signatures/public.ts';
import {
  findBankChange,
  findBankChanges,
  findPendingBankChange,
  lockBankChange,
} from './bank-details-changes.repository.ts';
import {
  amendValidatedMandates,
  cancelAtProvider,
  cancelSignaturesUnderWay,
} from './bank-details-effects.ts';
import { accountHistoryView, NO_PENDING_CHANGE, pendingHistoryView } from './bank-details-history.ts';
import {
  type BankChangeRow,
  type BillingAccountRow,
  toBankDetailsChange,
} from './billing-accounts.mapper.ts';
import { BILLING_ACCOUNT_PROBLEMS } from './billing-accounts.problems.ts';
import { BILLING_ACCOUNT_LABEL } from './billing-accounts.service.ts';
import { type IbanFingerprint, ibanFingerprinter } from './iban-fingerprint.ts';

const CHANGE_LABEL = 'Modification des coordonnées bancaires';

export interface BankChangeContext {
  userId: number;
  role: StaffRole | null;
  log: { error(object: unknown, message: string): void };
}

async function lockAccount(tx: Tx, id: number): Promise<BillingAccountRow> {
  const account = await findRowById(tx, billingAccounts, id, { forUpdate: true });
  if (!account) throw notFound(BILLING_ACCOUNT_LABEL, id);
  return account;
}

async function lockPendingChange(tx: Tx, billingAccountId: number, id: number): Promise<BankChangeRow> {
  const change = await lockBankChange(tx, billingAccountId, id);
  if (!change) throw notFound(CHANGE_LABEL, id);
  if (change.status !== 'PENDING') throw refusal(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_DECIDED);
  return change;
}

async function answer(db: Db, id: number, role: StaffRole | null): Promise<BankDetailsChange> {
  const record = await findBankChange(db, id);
  if (!record) throw notFound(CHANGE_LABEL, id);
  return toBankDetailsChange(record, role);
}

export async function listBankDetailsChanges(
  db: Db,
  billingAccountId: number,
  role: StaffRole | null,
): Promise<BankDetailsChange[]> {
  if (!(await findRowById(db, billingAccounts, billingAccountId)))
    throw notFound(BILLING_ACCOUNT_LABEL, billingAccountId);
  return (await findBankChanges(db, billingAccountId)).map((record) => toBankDetailsChange(record, role));
}

/** Asks new details (a field left out keeps the account's): 409 while one waits, 422 when nothing differs. */
export async function askBankDetailsChange(
  db: Db,
  billingAccountId: number,
  input: BankDetailsChangeCreate,
  context: BankChangeContext,
): Promise<BankDetailsChange> {
  const fingerprint = await ibanFingerprinter(db);
  const id = await db
    .transaction(async (tx) => {
      const current = await lockAccount(tx, billingAccountId);
      if (await findPendingBankChange(tx, billingAccountId)) {
        throw refusal(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_PENDING);
      }
      const iban = input.iban ?? current.iban;
      const bicSwift = input.bicSwift === undefined ? current.bicSwift : input.bicSwift;
      const identityName = input.identityName ?? current.identityName;
      if (!iban) throw fieldProblem('iban', 'required');
      if (iban === current.iban && bicSwift === current.bicSwift && identityName === current.identityName) {
        throw refusal(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_UNCHANGED);
      }
      const [created] = await tx
        .insert(billingAccountBankChanges)
        .values({ billingAccountId, iban, bicSwift, identityName, requestedByUserId: context.userId })
        .returning();
      const change = created as BankChangeRow;
      await recordChange(tx, {
        userId: context.userId,
        resource: 'billing_accounts',
        resourceId: billingAccountId,
        kind: 'UPDATE',
        before: NO_PENDING_CHANGE,
        after: pendingHistoryView(change, fingerprint),
      });
      return change.id;
    })
    // Two asks at once: the partial unique index lets one through (lib/constraint-problems.ts).
    .catch((error: unknown) => rethrowConstraintViolation(error));
  return answer(db, id, context.role);
}

/**
 * A second billing writer confirms: the account takes the details, validated mandates record the
 * amendment, signatures under way are cancelled (at the provider too, after the commit).
 */
export async function confirmBankDetailsChange(
  db: Db,
  provider: SignatureProviderAdapter,
  billingAccountId: number,
  id: number,
  context: BankChangeContext,
): Promise<BankDetailsChange> {
  const fingerprint = await ibanFingerprinter(db);
  const cancelled = await db.transaction(async (tx) => {
    const current = await lockAccount(tx, billingAccountId);
    const change = await lockPendingChange(tx, billingAccountId, id);
    if (change.requestedByUserId === context.userId) {
      throw refusal(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_OWN_REQUEST);
    }
    const now = new Date();
    const [decided] = await tx
      .update(billingAccountBankChanges)
      .set({ status: 'CONFIRMED', decidedByUserId: context.userId, decidedDate: now, updatedDate: now })
      .where(eq(billingAccountBankChanges.id, id))
      .returning();
    const [updated] = await tx
      .update(billingAccounts)
      .set({
        iban: change.iban,
        bicSwift: change.bicSwift,
        identityName: change.identityName,
        updatedDate: now,
      })
      .where(eq(billingAccounts.id, billingAccountId))
      .returning();
    await recordChange(tx, {
      userId: context.userId,
      resource: 'billing_accounts',
      resourceId: billingAccountId,
      kind: 'UPDATE',
      before: { ...accountHistoryView(current, fingerprint), ...pendingHistoryView(change, fingerprint) },
      after: {
        ...accountHistoryView(updated as BillingAccountRow, fingerprint),
        ...pendingHistoryView(decided as BankChangeRow, fingerprint),
      },
    });
    if (change.iban !== current.iban || change.bicSwift !== current.bicSwift) {
      await amendValidatedMandates(tx, billingAccountId, current, {
        userId: context.userId,
        now,
        fingerprint,
      });
    }
    return cancelSignaturesUnderWay(tx, billingAccountId, now);
  });
  await cancelAtProvider(provider, cancelled, context.log);
  return answer(db, id, context.role);
}

/** Inside the caller's transaction: the waiting change is CANCELLED by `userId`, in the account's history. */
async function recordCancellation(
  tx: Tx,
  change: BankChangeRow,
  userId: number,
  fingerprint: IbanFingerprint,
): Promise<void> {
  const now = new Date();
  const [decided] = await tx
    .update(billingAccountBankChanges)
    .set({ status: 'CANCELLED', decidedByUserId: userId, decidedDate: now, updatedDate: now })
    .where(eq(billingAccountBankChanges.id, change.id))
    .returning();
  await recordChange(tx, {
    userId,
    resource: 'billing_accounts',
    resourceId: change.billingAccountId,
    kind: 'UPDATE',
    before: pendingHistoryView(change, fingerprint),
    after: pendingHistoryView(decided as BankChangeRow, fingerprint),
  });
}

/** Any billing writer (the one who asked included) drops a change still waiting; the account keeps its details. */
export async function cancelBankDetailsChange(
  db: Db,
  billingAccountId: number,
  id: number,
  context: BankChangeContext,
): Promise<BankDetailsChange> {
  const fingerprint = await ibanFingerprinter(db);
  await db.transaction(async (tx) => {
    await lockAccount(tx, billingAccountId);
    const change = await lockPendingChange(tx, billingAccountId, id);
    await recordCancellation(tx, change, context.userId, fingerprint);
  });
  return answer(db, id, context.role);
}

/**
 * The account's leader set its bank details themself (their regularisation, the account row locked by the
 * caller): a staff change still waiting would later overwrite them, so it is cancelled in their name.
 */
export async function cancelWaitingChangeOf(
  tx: Tx,
  billingAccountId: number,
  userId: number,
  fingerprint: IbanFingerprint,
): Promise<void> {
  const waiting = await findPendingBankChange(tx, billingAccountId);
  if (waiting) await recordCancellation(tx, waiting.change, userId, fingerprint);
}
