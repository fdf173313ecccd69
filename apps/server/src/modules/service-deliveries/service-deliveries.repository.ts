import type { Db } from '@vetbo/db/database';
import {
  serviceDeliveryOptions,
  veterinaryEstablishmentServiceDeliveries,
  veterinaryEstablishmentServiceDeliveryDiscounts,
  veterinaryEstablishments,
  veterinaryServices,
} from '@vetbo/db/schema/index';
import { VAT_CATEGORIES } from '@vetbo/domain/enums';
import { VAT_RATES } from '@vetbo/domain/money/vat';
import {
  type ServiceDeliveryDiscountListQuery,
  type ServiceDeliveryListQuery,
  serviceDeliveryDiscountList,
  serviceDeliveryList,
} from '@vetbo/domain/service-deliveries';
import { asc, eq, sql } from 'drizzle-orm';
import { bindList, labelOrder, paginate } from '../../lib/list-sql.ts';
import { inIds, preparedOnce } from '../../lib/prepared.ts';
import type { DeliveryDiscountRow, DeliveryRecord } from './service-deliveries.mapper.ts';

type Executor = Pick<Db, 'select'>;
const deliveries = veterinaryEstablishmentServiceDeliveries;
const discounts = veterinaryEstablishmentServiceDeliveryDiscounts;

/** The VAT rate of the delivery's category, in hundredths of a percent (the constants of money/vat.ts). */
const vatRate = sql`(case ${deliveries.vatCategory} ${sql.raw(
  VAT_CATEGORIES.map((category) => `when '${category}' then ${VAT_RATES[category]}`).join(' '),
)} else 0 end)`;
/**
 * Orders as the unit price with VAT does (that price is this value / 10 000, rounded), in bigint: the
 * product passes PostgreSQL's integer.
 */
const unitPriceWithVatOrder = sql`(${deliveries.unitPriceWithoutVat}::bigint * (10000 + ${vatRate}))`;

const serviceEntitled = sql`(select ${veterinaryServices.entitled} from ${veterinaryServices} where ${veterinaryServices.id} = ${deliveries.veterinaryServiceId})`;

const list = bindList(serviceDeliveryList, {
  table: deliveries,
  id: deliveries.id,
  createdDate: deliveries.createdDate,
  updatedDate: deliveries.updatedDate,
  filters: {
    id: deliveries.id,
    veterinaryServiceId: deliveries.veterinaryServiceId,
    veterinaryEstablishmentId: deliveries.veterinaryEstablishmentId,
    serviceDeliveryOptionType: deliveries.type,
    shouldGenerateInvoice: deliveries.shouldGenerateInvoice,
  },
  sorts: {
    accountingCode: deliveries.accountingCode,
    completionDate: deliveries.completionDate,
    invoiceDate: deliveries.invoiceDate,
    unitPriceWithoutVat: deliveries.unitPriceWithoutVat,
    unitPriceWithVat: unitPriceWithVatOrder,
    veterinaryServiceEntitled: labelOrder(serviceEntitled),
  },
});

const recordColumns = {
  delivery: deliveries,
  establishmentName: veterinaryEstablishments.name,
  privilegedCode: veterinaryEstablishments.privilegedCode,
  serviceEntitled: veterinaryServices.entitled,
  pattern: serviceDeliveryOptions.invoiceLineEntitledPattern,
  discountSum:
    sql<number>`(select coalesce(sum(${discounts.amountWithoutVat}), 0) from ${discounts} where ${discounts.serviceDeliveryId} = ${deliveries.id})`.mapWith(
      Number,
    ),
};

const selectRecords = (db: Executor) =>
  db
    .select(recordColumns)
    .from(deliveries)
    .innerJoin(
      veterinaryEstablishments,
      eq(veterinaryEstablishments.id, deliveries.veterinaryEstablishmentId),
    )
    .innerJoin(veterinaryServices, eq(veterinaryServices.id, deliveries.veterinaryServiceId))
    .leftJoin(serviceDeliveryOptions, eq(serviceDeliveryOptions.id, deliveries.serviceDeliveryOptionId));

const deliveryRows = preparedOnce('deliveries_page_rows', (db, name) =>
  selectRecords(db).where(inIds(deliveries.id)).prepare(name),
);

export function findServiceDeliveryPage(
  db: Db,
  request: { query: ServiceDeliveryListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, list, request, async (ids) => {
    const rows = await deliveryRows(db).execute({ ids });
    return rows.map((row) => ({ id: row.delivery.id, ...row }));
  });
}

/** The delivery and what its API form needs; `forUpdate` locks the delivery's row (not the joined ones). */
export async function findServiceDeliveryRecord(
  db: Executor,
  id: number,
  { forUpdate = false } = {},
): Promise<DeliveryRecord | null> {
  const query = selectRecords(db).where(eq(deliveries.id, id));
  const [row] = forUpdate ? await query.for('update', { of: deliveries }) : await query;
  return row ?? null;
}

// ---- discounts ----

const discountList = bindList(serviceDeliveryDiscountList, {
  table: discounts,
  id: discounts.id,
  createdDate: discounts.createdDate,
  updatedDate: discounts.updatedDate,
  filters: {
    id: discounts.id,
    veterinaryEstablishmentServiceDeliveryId: discounts.serviceDeliveryId,
    serviceDeliveryId: discounts.serviceDeliveryId,
  },
  sorts: {},
});

const deliveryDiscountRows = preparedOnce('delivery_discounts_page_rows', (db, name) =>
  db.select().from(discounts).where(inIds(discounts.id)).prepare(name),
);

export function findDeliveryDiscountPage(
  db: Db,
  request: { query: ServiceDeliveryDiscountListQuery; rawKeys: readonly string[] },
) {
  return paginate(db, discountList, request, (ids) => deliveryDiscountRows(db).execute({ ids }));
}

/** A delivery's discounts, oldest first; the caller holds the delivery's lock when it changes them. */
export function findDiscountsOfDelivery(db: Executor, deliveryId: number): Promise<DeliveryDiscountRow[]> {
  return db
    .select()
    .from(discounts)
    .where(eq(discounts.serviceDeliveryId, deliveryId))
    .orderBy(asc(discounts.id));
}
