import type { Db } from '@vetbo/db/database';
import {
  creditors,
  mandates,
  requiredMandates,
  veterinaryEstablishmentMandates,
} from '@vetbo/db/schema/index';
import type { MandateState, RequiredCreditor } from '@vetbo/domain/establishment-transfers';
import { and, asc, eq } from 'drizzle-orm';

type Executor = Pick<Db, 'select'>;

const stateOf = (mandate: { id: number | null; isValidated: boolean | null; validatedDate: Date | null }) =>
  (mandate.id === null
    ? 'MISSING'
    : mandate.isValidated || mandate.validatedDate
      ? 'SIGNED'
      : 'PENDING') as MandateState;

/**
 * The creditors the establishment is invoiced by (through the mandate models it is attached to,
 * `veterinary_establishment_mandates`), each with the state of the SEPA mandate `billingAccountId` holds for
 * that model (`required_mandates`): what must be signed before the account can be debited for it.
 */
export async function findRequiredCreditors(
  db: Executor,
  veterinaryEstablishmentId: number,
  billingAccountId: number,
): Promise<RequiredCreditor[]> {
  const rows = await db
    .select({
      creditorId: creditors.id,
      creditorName: creditors.name,
      mandateId: mandates.id,
      mandateEntitled: mandates.entitled,
      requiredId: requiredMandates.id,
      isValidated: requiredMandates.isValidated,
      validatedDate: requiredMandates.validatedDate,
    })
    .from(veterinaryEstablishmentMandates)
    .innerJoin(mandates, eq(mandates.id, veterinaryEstablishmentMandates.mandateId))
    .innerJoin(creditors, eq(creditors.id, mandates.creditorId))
    .leftJoin(
      requiredMandates,
      and(
        eq(requiredMandates.mandateId, mandates.id),
        eq(requiredMandates.billingAccountId, billingAccountId),
      ),
    )
    .where(eq(veterinaryEstablishmentMandates.veterinaryEstablishmentId, veterinaryEstablishmentId))
    .orderBy(asc(creditors.name), asc(mandates.entitled), asc(mandates.id));
  return rows.map((row) => ({
    creditorId: row.creditorId,
    creditorName: row.creditorName,
    mandateId: row.mandateId,
    mandateEntitled: row.mandateEntitled,
    mandateState: stateOf({
      id: row.requiredId,
      isValidated: row.isValidated,
      validatedDate: row.validatedDate,
    }),
  }));
}
