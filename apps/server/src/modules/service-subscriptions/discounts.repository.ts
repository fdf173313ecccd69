import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentServiceDiscounts as discounts,
  veterinaryEstablishmentServicePeriods as periods,
} from '@vetbo/db/schema/index';
import { type ServiceDiscountListQuery, serviceDiscountList } from '@vetbo/domain/service-subscriptions';
import { eq, inArray, sql } from 'drizzle-orm';
import { bindList, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';

type Executor = Pick<Db, 'select'>;

const list = bindList(serviceDiscountList, {
  table: discounts,
  id: discounts.id,
  createdDate: discounts.createdDate,
  updatedDate: discounts.updatedDate,
  filters: {
    id: discounts.id,
    veterinaryEstablishmentServicePeriodId: discounts.periodId,
    veterinaryEstablishmentServiceSubscriptionId: (values) =>
      sql`${discounts.periodId} in (select ${periods.id} from ${periods} where ${inArray(periods.subscriptionId, values)})`,
  },
  sorts: {},
});

const discountRows = preparedOnce('period_discounts_page_rows', (db, name) =>
  db.select().from(discounts).where(inIds(discounts.id)).prepare(name),
);

export function findDiscountPage(
  db: Db,
  request: { query: ServiceDiscountListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, list, request, (ids) => discountRows(db).execute({ ids }));
}

export function findDiscountsOfPeriod(db: Executor, periodId: number) {
  return db.select().from(discounts).where(eq(discounts.periodId, periodId));
}
