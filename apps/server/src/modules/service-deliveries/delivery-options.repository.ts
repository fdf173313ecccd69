import type { Db } from '@vetbo/db/database';
import {
  serviceDeliveryOptions,
  veterinaryEstablishmentServiceDeliveries,
  veterinaryServices,
} from '@vetbo/db/schema/index';
import { type DeliveryOptionListQuery, deliveryOptionList } from '@vetbo/domain/service-deliveries';
import { count, eq, sql } from 'drizzle-orm';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { DeliveryOptionRecord } from './delivery-options.mapper.ts';

type Executor = Pick<Db, 'select'>;
const options = serviceDeliveryOptions;

/** The option's service label, as a sub-query of the listed table (the page is found on it alone). */
const serviceEntitled = sql`(select ${veterinaryServices.entitled} from ${veterinaryServices} where ${veterinaryServices.id} = ${options.veterinaryServiceId})`;

const list = bindList(deliveryOptionList, {
  table: options,
  id: options.id,
  createdDate: options.createdDate,
  updatedDate: options.updatedDate,
  filters: {
    id: options.id,
    veterinaryServiceId: options.veterinaryServiceId,
    type: options.type,
    code: options.code,
    status: options.status,
  },
  sorts: {
    accountingCode: options.accountingCode,
    entitled: labelOrder(options.entitled),
    type: options.type,
    unitPriceWithoutVat: options.unitPriceWithoutVat,
    veterinaryServiceEntitled: sql`lower(immutable_unaccent(${serviceEntitled}))`,
  },
});

const recordColumns = { option: options, serviceEntitled: veterinaryServices.entitled };

const selectRecords = (db: Executor) =>
  db
    .select(recordColumns)
    .from(options)
    .innerJoin(veterinaryServices, eq(veterinaryServices.id, options.veterinaryServiceId));

const deliveryOptionRows = preparedOnce('delivery_options_page_rows', (db, name) =>
  selectRecords(db).where(inIds(options.id)).prepare(name),
);

export function findDeliveryOptionPage(
  db: Db,
  request: { query: DeliveryOptionListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, list, request, async (ids) => {
    const rows = await deliveryOptionRows(db).execute({ ids });
    return rows.map((row) => ({ id: row.option.id, ...row }));
  });
}

export async function findDeliveryOptionRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<DeliveryOptionRecord | null> {
  const query = selectRecords(db).where(eq(options.id, id));
  const [row] = forUpdate ? await query.for('update', { of: options }) : await query;
  return row ?? null;
}

/** How many deliveries were made from the option (they keep a link to it). */
export async function countDeliveriesOfOption(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(veterinaryEstablishmentServiceDeliveries)
    .where(eq(veterinaryEstablishmentServiceDeliveries.serviceDeliveryOptionId, id));
  return row?.total ?? 0;
}
