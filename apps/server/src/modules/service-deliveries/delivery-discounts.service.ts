import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentServiceDeliveryDiscounts } from '@vetbo/db/schema/index';
import {
  deliveryDiscountAmount,
  type ServiceDeliveryDiscount,
  type ServiceDeliveryDiscountCreate,
  type ServiceDeliveryDiscountUpdate,
  serviceDeliveryDiscountCheckSchema,
} from '@vetbo/domain/service-deliveries';
import { eq } from 'drizzle-orm';
import { unknownReference } from '../../lib/constraint-problems.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import type { Tx } from '../../lib/transaction.ts';
import { mergeChecked } from '../../lib/validation.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import {
  type DeliveryDiscountRow,
  type DeliveryRecord,
  lineTotalOf,
  toDeliveryDiscount,
} from './service-deliveries.mapper.ts';
import { findServiceDeliveryRecord } from './service-deliveries.repository.ts';
import { deliveryInvoiced, discountsTooLarge } from './service-deliveries.service.ts';

const LABEL = 'Remise de prestation';
const RESOURCE = 'veterinary_establishment_service_delivery_discounts' as const;
const discounts = veterinaryEstablishmentServiceDeliveryDiscounts;

export async function loadDeliveryDiscount(db: Db, id: number): Promise<ServiceDeliveryDiscount> {
  const row = await findRowById(db, discounts, id);
  if (!row) throw notFound(LABEL, id);
  return toDeliveryDiscount(row);
}

/** The discount's amount on its delivery, refused when the delivery is invoiced or the discounts overflow. */
function amountOn(
  record: DeliveryRecord,
  discount: { kind: ServiceDeliveryDiscount['kind']; value: number },
  othersSum: number,
): number {
  const { delivery } = record;
  if (delivery.invoiceId !== null) throw deliveryInvoiced(delivery);
  const total = lineTotalOf(delivery);
  const amount = deliveryDiscountAmount(total, discount.kind, discount.value);
  if (othersSum + amount > total) throw discountsTooLarge(delivery, ['value']);
  return amount;
}

export function createDeliveryDiscount(
  db: Db,
  input: ServiceDeliveryDiscountCreate,
  context: WriteContext,
): Promise<ServiceDeliveryDiscount> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      write: async () => {
        // The delivery's lock orders its discounts' writes: their sum is checked against what is stored.
        const record = await findServiceDeliveryRecord(tx, input.serviceDeliveryId, { forUpdate: true });
        if (!record) throw unknownReference('serviceDeliveryId');
        const amountWithoutVat = amountOn(record, input, record.discountSum);
        const [created] = await tx
          .insert(discounts)
          .values({ ...input, amountWithoutVat })
          .returning();
        return toDeliveryDiscount(created as DeliveryDiscountRow);
      },
    }),
  );
}

/**
 * Locks the discount's delivery, then the discount: the order a delivery's own update takes (it reprices
 * its discounts), so the two never wait on each other.
 */
async function lockDiscount(tx: Tx, id: number) {
  const unlocked = await findRowById(tx, discounts, id);
  if (!unlocked) return null;
  const record = await findServiceDeliveryRecord(tx, unlocked.serviceDeliveryId, { forUpdate: true });
  const row = await findRowById(tx, discounts, id, { forUpdate: true });
  return row && record ? { row, record } : null;
}

const recorded = (tx: Tx, id: number, context: WriteContext) => ({
  resource: RESOURCE,
  id,
  context,
  lock: () => lockDiscount(tx, id),
  notFound: () => notFound(LABEL, id),
  toApi: ({ row }: { row: DeliveryDiscountRow }) => toDeliveryDiscount(row),
});

export function updateDeliveryDiscount(
  db: Db,
  id: number,
  changes: ServiceDeliveryDiscountUpdate,
  context: WriteContext,
): Promise<ServiceDeliveryDiscount> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      ...recorded(tx, id, context),
      write: async (before, { row, record }) => {
        const merged = mergeChecked(serviceDeliveryDiscountCheckSchema, before, changes);
        const amountWithoutVat = amountOn(record, merged, record.discountSum - row.amountWithoutVat);
        const [updated] = await tx
          .update(discounts)
          .set({ ...merged, amountWithoutVat, updatedDate: new Date() })
          .where(eq(discounts.id, id))
          .returning();
        return toDeliveryDiscount(updated as DeliveryDiscountRow);
      },
    }),
  );
}

/** A discount of an invoiced delivery stays (409). */
export async function deleteDeliveryDiscount(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, {
      ...recorded(tx, id, context),
      remove: async (_before, { record }) => {
        if (record.delivery.invoiceId !== null) throw deliveryInvoiced(record.delivery);
        await tx.delete(discounts).where(eq(discounts.id, id));
      },
    }),
  );
}
