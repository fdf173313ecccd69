// Discounts on a subscription's period: a percentage or an amount, whose sum never exceeds the period's
// price ("Dépassement du montant total"); an invoiced period's discounts never change.
import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentServiceDiscounts as discounts,
  veterinaryEstablishmentServicePeriods as periods,
} from '@vetbo/db/schema/index';
import { DISCOUNT_TOO_LARGE, discountAmount, InvoicedPeriodsError } from '@vetbo/domain/service-periods';
import type {
  ServiceDiscount,
  ServiceDiscountCreate,
  ServiceDiscountUpdate,
} from '@vetbo/domain/service-subscriptions';
import { eq } from 'drizzle-orm';
import { fieldProblem, unknownReference } from '../../lib/constraint-problems.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import { findDiscountsOfPeriod } from './discounts.repository.ts';
import { rethrowInvoicedPeriods } from './invoiced-periods.ts';
import { type DiscountRow, type PeriodRow, toDiscount } from './subscriptions.mapper.ts';

const LABEL = 'Remise';
const RESOURCE = 'veterinary_establishment_service_discounts';

async function lockOpenPeriod(tx: Tx, periodId: number, missing: () => Error): Promise<PeriodRow> {
  // Locked: the period's discounts change one at a time, so their sum stays within its price.
  const period = await findRowById(tx, periods, periodId, { forUpdate: true });
  if (!period) throw missing();
  if (period.invoiceId !== null)
    throw new InvoicedPeriodsError([
      {
        startDate: period.startDate,
        endDate: period.endDate,
        priceCents: period.priceWithoutVat,
        shouldGenerateInvoice: period.shouldGenerateInvoice,
        invoiced: true,
      },
    ]);
  return period;
}

/** The discount's amount on the period, checked with the period's other discounts. */
async function amountWithin(
  tx: Tx,
  period: PeriodRow,
  discount: { kind: 'PERCENTAGE' | 'AMOUNT'; value: number },
  exceptId?: number,
): Promise<number> {
  const others = (await findDiscountsOfPeriod(tx, period.id)).filter((row) => row.id !== exceptId);
  const room = period.priceWithoutVat - others.reduce((sum, row) => sum + row.amountWithoutVat, 0);
  try {
    const amount = discountAmount(
      period.priceWithoutVat,
      discount.kind === 'PERCENTAGE' ? { percent: discount.value / 100 } : { amountCents: discount.value },
    );
    if (amount > room) throw new RangeError(DISCOUNT_TOO_LARGE);
    return amount;
  } catch (error) {
    if (error instanceof RangeError) throw fieldProblem('value', 'discountTooLarge');
    throw error;
  }
}

export async function loadDiscount(db: Db, id: number): Promise<ServiceDiscount> {
  const row = await findRowById(db, discounts, id);
  if (!row) throw notFound(LABEL, id);
  return toDiscount(row);
}

export function createDiscount(db: Db, input: ServiceDiscountCreate, context: WriteContext) {
  return db
    .transaction((tx) =>
      createRecorded(tx, {
        resource: RESOURCE,
        context,
        write: async () => {
          const period = await lockOpenPeriod(tx, input.veterinaryEstablishmentServicePeriodId, () =>
            unknownReference('veterinaryEstablishmentServicePeriodId'),
          );
          const amountWithoutVat = await amountWithin(tx, period, input);
          const [created] = await tx
            .insert(discounts)
            .values({
              periodId: period.id,
              kind: input.kind,
              value: input.value,
              amountWithoutVat,
              label: input.label ?? null,
            })
            .returning();
          return toDiscount(created as DiscountRow);
        },
      }),
    )
    .catch(rethrowInvoicedPeriods);
}

export function updateDiscount(db: Db, id: number, changes: ServiceDiscountUpdate, context: WriteContext) {
  return db
    .transaction((tx) =>
      updateRecorded(tx, {
        resource: RESOURCE,
        id,
        context,
        lock: () => findRowById(tx, discounts, id),
        notFound: () => notFound(LABEL, id),
        toApi: toDiscount,
        write: async (_before, current) => {
          const period = await lockOpenPeriod(tx, current.periodId, () => notFound(LABEL, id));
          const next = { kind: changes.kind ?? current.kind, value: changes.value ?? current.value };
          if (next.kind === 'PERCENTAGE' && next.value > 10_000)
            throw fieldProblem('value', 'discountTooLarge');
          const amountWithoutVat = await amountWithin(tx, period, next, id);
          const [updated] = await tx
            .update(discounts)
            .set({ ...changes, amountWithoutVat, updatedDate: new Date() })
            .where(eq(discounts.id, id))
            .returning();
          return toDiscount(updated as DiscountRow);
        },
      }),
    )
    .catch(rethrowInvoicedPeriods);
}

export function deleteDiscount(db: Db, id: number, context: WriteContext): Promise<void> {
  return db
    .transaction((tx) =>
      deleteRecorded(tx, {
        resource: RESOURCE,
        id,
        context,
        lock: () => findRowById(tx, discounts, id),
        notFound: () => notFound(LABEL, id),
        toApi: toDiscount,
        remove: async (_before, current) => {
          await lockOpenPeriod(tx, current.periodId, () => notFound(LABEL, id));
          await tx.delete(discounts).where(eq(discounts.id, id));
        },
      }),
    )
    .catch(rethrowInvoicedPeriods);
}
