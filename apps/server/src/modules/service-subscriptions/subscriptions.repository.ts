import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentServiceDiscounts as discounts,
  veterinaryServiceOptions as options,
  veterinaryEstablishmentServicePeriods as periods,
  veterinaryServices as services,
  veterinaryEstablishmentServiceSubscriptions as subscriptions,
} from '@vetbo/db/schema/index';
import {
  type ServicePeriodListQuery,
  type SubscriptionListQuery,
  servicePeriodList,
  subscriptionList,
} from '@vetbo/domain/service-subscriptions';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { PeriodRecord, SubscriptionRecord } from './subscriptions.mapper.ts';

type Executor = Pick<Db, 'select'>;
type ListRequest<Q> = { query: Q; rawKeys: readonly string[] };

const optionOf = (optionId: SQL | typeof subscriptions.veterinaryServiceOptionId) =>
  sql`(select ${labelOrder(options.entitled)} from ${options} where ${options.id} = ${optionId})`;

const subscriptionsList = bindList(subscriptionList, {
  table: subscriptions,
  id: subscriptions.id,
  createdDate: subscriptions.createdDate,
  updatedDate: subscriptions.updatedDate,
  filters: {
    id: subscriptions.id,
    veterinaryEstablishmentId: subscriptions.veterinaryEstablishmentId,
    veterinaryServiceOptionId: subscriptions.veterinaryServiceOptionId,
    veterinaryServiceId: (values) =>
      sql`${subscriptions.veterinaryServiceOptionId} in (select ${options.id} from ${options} where ${inArray(options.veterinaryServiceId, values)})`,
    toStartDate: subscriptions.startDate,
    fromEndDate: subscriptions.endDate,
  },
  sorts: {
    startDate: subscriptions.startDate,
    endDate: subscriptions.endDate,
    veterinaryServiceOptionEntitled: optionOf(subscriptions.veterinaryServiceOptionId),
  },
});

const periodsList = bindList(servicePeriodList, {
  table: periods,
  id: periods.id,
  createdDate: periods.createdDate,
  updatedDate: periods.updatedDate,
  filters: {
    id: periods.id,
    veterinaryEstablishmentId: periods.veterinaryEstablishmentId,
    veterinaryEstablishmentServiceSubscriptionId: periods.subscriptionId,
    shouldGenerateInvoice: periods.shouldGenerateInvoice,
    veterinaryServiceOptionCode: (values) =>
      sql`${periods.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} join ${options} on ${options.id} = ${subscriptions.veterinaryServiceOptionId} where ${inArray(options.code, values)})`,
    fromStartDate: periods.startDate,
    toStartDate: periods.startDate,
    fromEndDate: periods.endDate,
    toEndDate: periods.endDate,
  },
  sorts: { startDate: periods.startDate, endDate: periods.endDate },
});

const recordColumns = {
  subscription: subscriptions,
  optionEntitled: options.entitled,
  optionCode: options.code,
  optionPrice: options.unitPriceWithoutVat,
  optionStatus: options.status,
  serviceId: services.id,
  serviceCode: services.code,
  serviceEntitled: services.entitled,
  creditorId: services.creditorId,
};

function selectRecords(db: Executor) {
  return db
    .select(recordColumns)
    .from(subscriptions)
    .innerJoin(options, eq(options.id, subscriptions.veterinaryServiceOptionId))
    .innerJoin(services, eq(services.id, options.veterinaryServiceId));
}

const subscriptionRows = preparedOnce('subscriptions_page_rows', (db, name) =>
  selectRecords(db).where(inIds(subscriptions.id)).prepare(name),
);

export function findSubscriptionPage(db: Db, request: ListRequest<SubscriptionListQuery>) {
  return paginate(db, subscriptionsList, request, async (ids) =>
    (await subscriptionRows(db).execute({ ids })).map((record) => ({
      id: record.subscription.id,
      ...record,
    })),
  );
}

export async function findSubscriptionRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<SubscriptionRecord | null> {
  const query = selectRecords(db).where(eq(subscriptions.id, id));
  const [record] = forUpdate ? await query.for('update', { of: subscriptions }) : await query;
  return record ?? null;
}

// Written out: inside a selected expression drizzle leaves columns unqualified, and `id` would be the discount's.
const discountSum = sql<number>`coalesce((select sum(d.amount_without_vat)::int from ${discounts} d where d.period_id = ${sql.identifier('veterinary_establishment_service_periods')}.id), 0)`;

/** A subscription's periods in date order, each with the sum of its discounts. */
export function findPeriods(db: Executor, subscriptionId: number): Promise<PeriodRecord[]> {
  return db
    .select({ period: periods, discountWithoutVat: discountSum })
    .from(periods)
    .where(eq(periods.subscriptionId, subscriptionId))
    .orderBy(asc(periods.startDate));
}

export function findPeriodPage(db: Db, request: ListRequest<ServicePeriodListQuery>) {
  return paginate(db, periodsList, request, async (ids) =>
    (
      await db
        .select({ period: periods, discountWithoutVat: discountSum, optionCode: options.code })
        .from(periods)
        .innerJoin(subscriptions, eq(subscriptions.id, periods.subscriptionId))
        .innerJoin(options, eq(options.id, subscriptions.veterinaryServiceOptionId))
        .where(inArray(periods.id, ids))
    ).map((row) => ({ id: row.period.id, ...row })),
  );
}

/** The discounts of some periods (a period's discounts are repriced with it). */
export function findDiscountsOfPeriods(db: Executor, periodIds: number[]) {
  if (periodIds.length === 0) return Promise.resolve([]);
  return db.select().from(discounts).where(inArray(discounts.periodId, periodIds));
}
