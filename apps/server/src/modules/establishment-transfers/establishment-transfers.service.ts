import type { Db } from '@vetbo/db/database';
import { billingAccounts, legalStructures, veterinaryEstablishments } from '@vetbo/db/schema/index';
import type { EstablishmentTransfer, RequiredCreditor } from '@vetbo/domain/establishment-transfers';
import type { Establishment } from '@vetbo/domain/establishments';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { RequestContext } from '../../lib/write-context.ts';
import { updateRecorded } from '../change-history/public.ts';
import type { EstablishmentRecord } from '../establishments/public.ts';
import { assertMayMoveLeaders, findEstablishmentById, toEstablishment } from '../establishments/public.ts';
import { TRANSFER_PROBLEMS } from './establishment-transfers.problems.ts';
import { findRequiredCreditors } from './required-creditors.ts';

const LABEL = 'Établissement';

type Executor = Pick<Db, 'select'>;

const refuse = (path: string, message: string) =>
  refusal(TRANSFER_PROBLEMS.TRANSFER_REFUSED, { errors: [{ path, message }] });

/**
 * The target of a transfer: an existing legal structure and one of its ENABLED billing accounts
 * (422 with the field at fault otherwise).
 */
async function assertTransferTarget(db: Executor, target: EstablishmentTransfer): Promise<void> {
  const [[structure], [account]] = await Promise.all([
    db
      .select({ id: legalStructures.id })
      .from(legalStructures)
      .where(eq(legalStructures.id, target.legalStructureId)),
    db
      .select({ legalStructureId: billingAccounts.legalStructureId, status: billingAccounts.status })
      .from(billingAccounts)
      .where(eq(billingAccounts.id, target.mainBillingAccountId)),
  ]);
  const errors: { path: string; message: string }[] = [];
  if (!structure) errors.push({ path: 'legalStructureId', message: 'unknownReference' });
  if (!account) errors.push({ path: 'mainBillingAccountId', message: 'unknownReference' });
  else if (structure && account.legalStructureId !== target.legalStructureId) {
    errors.push({ path: 'mainBillingAccountId', message: 'billingAccountOfAnotherStructure' });
  } else if (account.status !== 'ENABLED') {
    errors.push({ path: 'mainBillingAccountId', message: 'billingAccountDisabled' });
  }
  if (errors.length > 0) throw refusal(TRANSFER_PROBLEMS.TRANSFER_REFUSED, { errors });
}

export interface TransferResult {
  establishment: Establishment;
  requiredCreditors: RequiredCreditor[];
}

/**
 * Spec §2.10: the establishment moves to another legal structure and is invoiced on one of its billing
 * accounts; both change in one transaction with one history entry on the establishment.
 */
export async function transferEstablishment(
  db: Db,
  id: number,
  target: EstablishmentTransfer,
  context: RequestContext,
): Promise<TransferResult> {
  return db.transaction(async (tx) => {
    const establishment = await updateRecorded(tx, {
      resource: 'veterinary_establishments',
      id,
      context,
      lock: () => findEstablishmentById(tx, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toEstablishment,
      authorise: (_before, current) =>
        assertMayMoveLeaders(
          tx,
          { id, legalStructureId: current.legal_structure_id },
          target.legalStructureId,
          context.role,
        ),
      write: async (before, current) => {
        await assertTransferTarget(tx, target);
        // Already there: nothing written, so no history entry.
        if (
          current.legal_structure_id === target.legalStructureId &&
          current.main_billing_account_id === target.mainBillingAccountId
        )
          return before;
        await tx
          .update(veterinaryEstablishments)
          .set({ ...target, updatedDate: new Date() })
          .where(eq(veterinaryEstablishments.id, id));
        return toEstablishment((await findEstablishmentById(tx, id)) as EstablishmentRecord);
      },
    });
    return {
      establishment,
      requiredCreditors: await findRequiredCreditors(tx, id, target.mainBillingAccountId),
    };
  });
}

/** What a transfer onto `billingAccountId` would ask for, before confirming it (the drawer's summary). */
export async function transferRequirements(
  db: Db,
  id: number,
  billingAccountId: number,
): Promise<{ mainBillingAccountId: number; requiredCreditors: RequiredCreditor[] }> {
  const [[establishment], [account]] = await Promise.all([
    db
      .select({ id: veterinaryEstablishments.id })
      .from(veterinaryEstablishments)
      .where(eq(veterinaryEstablishments.id, id)),
    db
      .select({ id: billingAccounts.id })
      .from(billingAccounts)
      .where(eq(billingAccounts.id, billingAccountId)),
  ]);
  if (!establishment) throw notFound(LABEL, id);
  if (!account) throw refuse('mainBillingAccountId', 'unknownReference');
  return {
    mainBillingAccountId: billingAccountId,
    requiredCreditors: await findRequiredCreditors(db, id, billingAccountId),
  };
}
