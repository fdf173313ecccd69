// Subscriptions' use cases (spec §4): create with its periods, change (label, parameters, stop), edit a
// range of periods, reduce from a date, delete. Every write is one transaction with its history entry; an
// invoiced period is never changed (409 naming it).
import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentServiceSubscriptions as subscriptions } from '@vetbo/db/schema/index';
import {
  addDays,
  contractEnd,
  editRange,
  generatePeriods,
  InvoicedPeriodsError,
  reduceFrom,
  type ServicePeriod,
  type SubscriptionTerms,
  stopFrom,
} from '@vetbo/domain/service-periods';
import type {
  SubscriptionCreate,
  SubscriptionRangeEdit,
  SubscriptionReduction,
  SubscriptionUpdate,
  SubscriptionWithPeriods,
} from '@vetbo/domain/service-subscriptions';
import { subscriptionAnnualPriceCents } from '@vetbo/domain/services/pricing';
import type { SubscriptionParameters } from '@vetbo/domain/services/subscription-parameters';
import { eq } from 'drizzle-orm';
import { fieldProblem, unknownReference } from '../../lib/constraint-problems.ts';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import { readMedicinePackagePrices } from '../medicine-package-prices/public.ts';
import { findServiceOptionRow } from '../service-catalogue/public.ts';
import { rethrowInvoicedPeriods } from './invoiced-periods.ts';
import { syncPeriods } from './period-sync.ts';
import { SUBSCRIPTION_PROBLEMS } from './service-subscriptions.problems.ts';
import {
  type PeriodRecord,
  type SubscriptionRecord,
  toDomainPeriod,
  toSubscriptionWithPeriods,
} from './subscriptions.mapper.ts';
import { findPeriods, findSubscriptionRecord } from './subscriptions.repository.ts';

const LABEL = 'Abonnement';

const termsOf = (
  row: { startDate: string; endDate?: string | null },
  parameters: SubscriptionParameters,
  annualPriceCents: number,
): SubscriptionTerms => ({
  startDate: row.startDate,
  endDate: row.endDate,
  contractType: parameters.contractType,
  subscriptionType: parameters.subscriptionType,
  annualPriceCents,
});

/**
 * The yearly price at the catalogue's prices of now, read in the subscription's transaction (the medicine
 * packages'); the periods take it when generated and keep it (docs/decisions.md, "A medicine package's
 * new price").
 */
async function yearlyPrice(tx: Tx, optionPrice: number, parameters: SubscriptionParameters): Promise<number> {
  const price = subscriptionAnnualPriceCents(optionPrice, parameters, await readMedicinePackagePrices(tx));
  if (price > 2_147_483_647) throw fieldProblem('parameters', 'tooBig');
  return price;
}

export async function loadSubscription(db: Db, id: number): Promise<SubscriptionWithPeriods> {
  const record = await findSubscriptionRecord(db, id);
  if (!record) throw notFound(LABEL, id);
  return toSubscriptionWithPeriods(record, await findPeriods(db, id));
}

export async function createSubscription(
  db: Db,
  input: SubscriptionCreate,
  context: WriteContext,
): Promise<SubscriptionWithPeriods> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'veterinary_establishment_service_subscriptions',
      context,
      sent: input,
      write: async () => {
        const option = await findServiceOptionRow(tx, input.veterinaryServiceOptionId);
        if (!option) throw unknownReference('veterinaryServiceOptionId');
        if (option.option.status === 'DISABLED')
          throw refusal(SUBSCRIPTION_PROBLEMS.SERVICE_OPTION_DISABLED, {
            params: { option: option.option.entitled },
          });
        if (input.parameters.serviceCode !== option.serviceCode)
          throw fieldProblem('parameters.serviceCode', 'serviceCodeMismatch');
        const annualPriceWithoutVat = await yearlyPrice(
          tx,
          option.option.unitPriceWithoutVat,
          input.parameters,
        );
        const terms = termsOf(input, input.parameters, annualPriceWithoutVat);
        const [created] = await tx
          .insert(subscriptions)
          .values({
            veterinaryEstablishmentId: input.veterinaryEstablishmentId,
            veterinaryServiceOptionId: input.veterinaryServiceOptionId,
            startDate: input.startDate,
            endDate: contractEnd(terms),
            parameters: input.parameters,
            annualPriceWithoutVat,
            invoiceLabel: input.invoiceLabel ?? null,
          })
          .returning();
        const row = created as NonNullable<typeof created>;
        await syncPeriods(tx, row, [], generatePeriods(terms));
        return reload(tx, row.id);
      },
    }),
  );
}

async function reload(tx: Tx, id: number): Promise<SubscriptionWithPeriods> {
  const record = (await findSubscriptionRecord(tx, id)) as SubscriptionRecord;
  return toSubscriptionWithPeriods(record, await findPeriods(tx, id));
}

interface Locked {
  record: SubscriptionRecord;
  periods: PeriodRecord[];
}

/** The recorded-write steps for a subscription: lock, 404, If-Match on the answer GET gives, history. */
function changeSubscription(
  db: Db,
  id: number,
  context: WriteContext,
  change: (tx: Tx, locked: Locked) => Promise<void>,
): Promise<SubscriptionWithPeriods> {
  return db
    .transaction((tx) =>
      updateRecorded(tx, {
        resource: 'veterinary_establishment_service_subscriptions',
        id,
        context,
        lock: async (): Promise<Locked | null> => {
          const record = await findSubscriptionRecord(tx, id, { forUpdate: true });
          return record ? { record, periods: await findPeriods(tx, id) } : null;
        },
        notFound: () => notFound(LABEL, id),
        toApi: ({ record, periods }) => toSubscriptionWithPeriods(record, periods),
        write: async (_before, locked) => {
          await change(tx, locked);
          await tx.update(subscriptions).set({ updatedDate: new Date() }).where(eq(subscriptions.id, id));
          return reload(tx, id);
        },
      }),
    )
    .catch(rethrowInvoicedPeriods);
}

const lastInvoicedEnd = (periods: ServicePeriod[]) =>
  periods
    .filter((period) => period.invoiced)
    .reduce<string | null>(
      (last, period) => (last === null || period.endDate > last ? period.endDate : last),
      null,
    );

/** PATCH: the invoice label, new parameters (repriced after the last invoiced period), or a stop. */
export function updateSubscription(db: Db, id: number, changes: SubscriptionUpdate, context: WriteContext) {
  return changeSubscription(db, id, context, async (tx, { record, periods: stored }) => {
    const row = record.subscription;
    const parameters = row.parameters as SubscriptionParameters;
    let periods = stored.map(toDomainPeriod);
    const set: Partial<typeof subscriptions.$inferInsert> = {};
    if (changes.invoiceLabel !== undefined) set.invoiceLabel = changes.invoiceLabel ?? null;
    if (changes.parameters) {
      const next = changes.parameters;
      if (next.serviceCode !== record.serviceCode)
        throw fieldProblem('parameters.serviceCode', 'serviceCodeMismatch');
      const price = await yearlyPrice(tx, record.optionPrice, next);
      const terms = termsOf(row, next, price);
      const reshaped =
        next.contractType !== parameters.contractType ||
        next.subscriptionType !== parameters.subscriptionType;
      if (reshaped) {
        // Other period lengths: every period is generated again, which no invoiced period allows.
        const invoiced = periods.filter((period) => period.invoiced);
        if (invoiced.length > 0) throw new InvoicedPeriodsError(invoiced);
        periods = generatePeriods(terms);
      } else if (price !== row.annualPriceWithoutVat) {
        const last = lastInvoicedEnd(periods);
        periods = reduceFrom(
          termsOf(row, parameters, row.annualPriceWithoutVat),
          periods,
          last ? addDays(last, 1) : row.startDate,
          price,
        );
      }
      set.parameters = next;
      set.annualPriceWithoutVat = price;
    }
    if (changes.stopDate !== undefined) {
      if (changes.stopDate <= row.startDate) throw fieldProblem('stopDate', 'stopAfterStart');
      if (changes.stopDate > addDays(row.endDate, 1)) throw fieldProblem('stopDate', 'outsideSubscription');
      periods = stopFrom(periods, changes.stopDate);
      set.endDate = addDays(changes.stopDate, -1);
    }
    await syncPeriods(tx, row, stored, periods);
    if (Object.keys(set).length > 0) await tx.update(subscriptions).set(set).where(eq(subscriptions.id, id));
  });
}

/** PUT: the periods strictly between the two days get the new price and/or invoicing flag. */
export function editSubscriptionRange(
  db: Db,
  id: number,
  edit: SubscriptionRangeEdit,
  context: WriteContext,
) {
  return changeSubscription(db, id, context, async (tx, { record, periods: stored }) => {
    const change: Partial<Pick<ServicePeriod, 'priceCents' | 'shouldGenerateInvoice'>> = {};
    if (edit.priceWithoutVat !== undefined) change.priceCents = edit.priceWithoutVat;
    if (edit.shouldGenerateInvoice !== undefined) change.shouldGenerateInvoice = edit.shouldGenerateInvoice;
    const next = editRange(stored.map(toDomainPeriod), edit.fromDate, edit.toDate, change);
    await syncPeriods(tx, record.subscription, stored, next);
  });
}

/** PUT …/reduction: from `fromDate` on, a lower yearly price; the period holding the day is split there. */
export function reduceSubscription(
  db: Db,
  id: number,
  reduction: SubscriptionReduction,
  context: WriteContext,
) {
  return changeSubscription(db, id, context, async (tx, { record, periods: stored }) => {
    const row = record.subscription;
    if (reduction.annualPriceWithoutVat >= row.annualPriceWithoutVat)
      throw fieldProblem('annualPriceWithoutVat', 'reductionMustLower');
    if (reduction.fromDate < row.startDate || reduction.fromDate > row.endDate)
      throw fieldProblem('fromDate', 'outsideSubscription');
    const terms = termsOf(row, row.parameters as SubscriptionParameters, row.annualPriceWithoutVat);
    const next = reduceFrom(
      terms,
      stored.map(toDomainPeriod),
      reduction.fromDate,
      reduction.annualPriceWithoutVat,
    );
    await syncPeriods(tx, row, stored, next);
    await tx
      .update(subscriptions)
      .set({ annualPriceWithoutVat: reduction.annualPriceWithoutVat })
      .where(eq(subscriptions.id, id));
  });
}

/**
 * DELETE (a MANAGER or ADMIN, by the route's access rule): the subscription and all its periods and
 * discounts go; only the history keeps that it existed. Refused while a period is invoiced.
 */
export function deleteSubscription(db: Db, id: number, context: WriteContext): Promise<void> {
  return db
    .transaction((tx) =>
      deleteRecorded(tx, {
        resource: 'veterinary_establishment_service_subscriptions',
        id,
        context,
        lock: async (): Promise<Locked | null> => {
          const record = await findSubscriptionRecord(tx, id, { forUpdate: true });
          return record ? { record, periods: await findPeriods(tx, id) } : null;
        },
        notFound: () => notFound(LABEL, id),
        toApi: ({ record, periods }) => toSubscriptionWithPeriods(record, periods),
        remove: async (_before, { periods }) => {
          const invoiced = periods.map(toDomainPeriod).filter((period) => period.invoiced);
          if (invoiced.length > 0) throw new InvoicedPeriodsError(invoiced);
          await tx.delete(subscriptions).where(eq(subscriptions.id, id));
        },
      }),
    )
    .catch(rethrowInvoicedPeriods);
}
