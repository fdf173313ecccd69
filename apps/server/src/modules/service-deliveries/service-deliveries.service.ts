import type { Db } from '@vetbo/db/database';
import {
  serviceDeliveryOptions,
  veterinaryEstablishmentServiceDeliveries,
  veterinaryEstablishmentServiceDeliveryDiscounts,
} from '@vetbo/db/schema/index';
import {
  deliveryDiscountAmount,
  INVOICED_DELIVERY_LOCKED_FIELDS,
  type ServiceDelivery,
  type ServiceDeliveryCreate,
  type ServiceDeliveryUpdate,
} from '@vetbo/domain/service-deliveries';
import { eq } from 'drizzle-orm';
import { rethrowConstraintViolation, unknownReference } from '../../lib/constraint-problems.ts';
import { notFound } from '../../lib/http.problems.ts';
import { type FieldError, refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import type { DeliveryOptionRow } from './delivery-options.mapper.ts';
import {
  type DeliveryDiscountRow,
  type DeliveryRecord,
  type DeliveryRow,
  lineTotalOf,
  toDeliveryDiscount,
  toServiceDelivery,
} from './service-deliveries.mapper.ts';
import { DELIVERY_PROBLEMS } from './service-deliveries.problems.ts';
import { findDiscountsOfDelivery, findServiceDeliveryRecord } from './service-deliveries.repository.ts';

const LABEL = 'Prestation';
const RESOURCE = 'veterinary_establishment_service_deliveries' as const;
const deliveries = veterinaryEstablishmentServiceDeliveries;
const discounts = veterinaryEstablishmentServiceDeliveryDiscounts;

/**
 * A discount the delivery's own write reprices or deletes, recorded as the discount's change. Its row was
 * read under the delivery's lock, which orders every write of its discounts; the If-Match sent is the
 * delivery's, not the discount's.
 */
const discountWrite = (row: DeliveryDiscountRow, context: WriteContext) => ({
  resource: 'veterinary_establishment_service_delivery_discounts' as const,
  id: row.id,
  context: { userId: context.userId },
  lock: async () => row,
  notFound: () => notFound('Remise de prestation', row.id),
  toApi: toDeliveryDiscount,
});

/** 409: an invoice carries the delivery (errors: the locked fields the request would change). */
export const deliveryInvoiced = (delivery: DeliveryRow, errors: FieldError[] = []) =>
  refusal(DELIVERY_PROBLEMS.DELIVERY_INVOICED, { errors, params: { code: delivery.code } });

/** 409: the discounts would take more than the delivery's line total. */
export const discountsTooLarge = (delivery: DeliveryRow, paths: string[]) =>
  refusal(DELIVERY_PROBLEMS.DELIVERY_DISCOUNTS_TOO_LARGE, {
    errors: paths.map((path) => ({ path, message: 'discountTooLarge' })),
    params: { code: delivery.code },
  });

/** 422: a disabled delivery option is kept on the deliveries made from it but chosen for no other. */
const optionDisabled = (option: DeliveryOptionRow) =>
  refusal(DELIVERY_PROBLEMS.DELIVERY_OPTION_DISABLED, {
    errors: [{ path: 'serviceDeliveryOptionId', message: 'deliveryOptionDisabled' }],
    params: { code: option.code },
  });

/**
 * The option a delivery is made from or linked to: an unknown one is a 422 on its field, a DISABLED one too
 * (DELIVERY_OPTION_DISABLED). Locked for share: it cannot be disabled until the delivery is written.
 */
async function chosenOption(tx: Tx, id: number): Promise<DeliveryOptionRow> {
  const [option] = await tx
    .select()
    .from(serviceDeliveryOptions)
    .where(eq(serviceDeliveryOptions.id, id))
    .for('share');
  if (!option) throw unknownReference('serviceDeliveryOptionId');
  if (option.status === 'DISABLED') throw optionDisabled(option);
  return option;
}

const reload = async (tx: Tx, id: number) =>
  toServiceDelivery((await findServiceDeliveryRecord(tx, id)) as DeliveryRecord);

export async function loadServiceDelivery(db: Db, id: number): Promise<ServiceDelivery> {
  const record = await findServiceDeliveryRecord(db, id);
  if (!record) throw notFound(LABEL, id);
  return toServiceDelivery(record);
}

/** The columns of a new delivery: the body's fields, then its option's for those the body does not give. */
function toInsert(input: ServiceDeliveryCreate, option: DeliveryOptionRow | null) {
  const { veterinaryServiceId, code, entitled, type, unitPriceWithoutVat, accountingCode } = {
    veterinaryServiceId: input.veterinaryServiceId ?? option?.veterinaryServiceId,
    code: input.code ?? option?.code,
    entitled: input.entitled ?? option?.entitled,
    type: input.type ?? option?.type,
    unitPriceWithoutVat: input.unitPriceWithoutVat ?? option?.unitPriceWithoutVat,
    accountingCode: input.accountingCode ?? option?.accountingCode,
  };
  // The schema requires these without an option, and an option has them all.
  if (
    veterinaryServiceId === undefined ||
    code === undefined ||
    entitled === undefined ||
    type === undefined ||
    unitPriceWithoutVat === undefined ||
    accountingCode === undefined
  ) {
    throw new Error('A delivery without an option lacks a required field');
  }
  return {
    ...input,
    serviceDeliveryOptionId: input.serviceDeliveryOptionId ?? null,
    veterinaryServiceId,
    code,
    entitled,
    type,
    unitPriceWithoutVat,
    accountingCode,
    longDescription:
      input.longDescription === undefined ? (option?.description ?? null) : input.longDescription,
    vatCategory: input.vatCategory ?? option?.vatCategory ?? 'STANDARD',
  };
}

/** Creation, prefilled from the delivery option it names (an unknown or disabled option is a 422 on its field). */
export function createServiceDelivery(
  db: Db,
  input: ServiceDeliveryCreate,
  context: WriteContext,
): Promise<ServiceDelivery> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      sent: input,
      write: async () => {
        const option = input.serviceDeliveryOptionId
          ? await chosenOption(tx, input.serviceDeliveryOptionId)
          : null;
        const [created] = await tx
          .insert(deliveries)
          .values(toInsert(input, option))
          .returning({ id: deliveries.id });
        return reload(tx, (created as { id: number }).id);
      },
    }),
  );
}

/**
 * The delivery's discounts on a new line total: percentages follow it (each a share of the total), and
 * together they may not exceed it (409 on `paths`, the fields whose change lowered it). Every discount
 * whose amount changes is written and recorded.
 */
async function repriceDiscounts(
  tx: Tx,
  delivery: DeliveryRow,
  lineTotal: number,
  paths: string[],
  context: WriteContext,
): Promise<void> {
  const rows = await findDiscountsOfDelivery(tx, delivery.id);
  const repriced = rows.map((row) => ({
    row,
    amount: deliveryDiscountAmount(lineTotal, row.kind, row.value),
  }));
  const sum = repriced.reduce((total, { amount }) => total + amount, 0);
  if (sum > lineTotal) throw discountsTooLarge(delivery, paths);
  for (const { row, amount } of repriced) {
    if (amount === row.amountWithoutVat) continue;
    await updateRecorded(tx, {
      ...discountWrite(row, context),
      writeRow: async () => {
        const [updated] = await tx
          .update(discounts)
          .set({ amountWithoutVat: amount, updatedDate: new Date() })
          .where(eq(discounts.id, row.id))
          .returning();
        return updated as DeliveryDiscountRow;
      },
    });
  }
}

/** The locked fields (price, quantity, VAT) a change would alter on an invoiced delivery. */
function lockedChanges(delivery: DeliveryRow, changes: ServiceDeliveryUpdate): FieldError[] {
  return INVOICED_DELIVERY_LOCKED_FIELDS.filter(
    (field) => changes[field] !== undefined && changes[field] !== delivery[field],
  ).map((path) => ({ path, message: 'deliveryInvoiced' }));
}

export function updateServiceDelivery(
  db: Db,
  id: number,
  changes: ServiceDeliveryUpdate,
  context: WriteContext,
): Promise<ServiceDelivery> {
  return db
    .transaction((tx) =>
      updateRecorded(tx, {
        resource: RESOURCE,
        id,
        context,
        lock: () => findServiceDeliveryRecord(tx, id, { forUpdate: true }),
        notFound: () => notFound(LABEL, id),
        toApi: toServiceDelivery,
        write: async (_before, { delivery }) => {
          if (delivery.invoiceId !== null) {
            const locked = lockedChanges(delivery, changes);
            if (locked.length > 0) throw deliveryInvoiced(delivery, locked);
          }
          const optionId = changes.serviceDeliveryOptionId;
          if (optionId && optionId !== delivery.serviceDeliveryOptionId) await chosenOption(tx, optionId);
          const next = {
            unitPriceWithoutVat: changes.unitPriceWithoutVat ?? delivery.unitPriceWithoutVat,
            quantity: changes.quantity ?? delivery.quantity,
          };
          if (lineTotalOf(next) !== lineTotalOf(delivery)) {
            const paths = (['unitPriceWithoutVat', 'quantity'] as const).filter(
              (field) => next[field] !== delivery[field],
            );
            await repriceDiscounts(tx, delivery, lineTotalOf(next), paths, context);
          }
          await tx
            .update(deliveries)
            .set({ ...changes, updatedDate: new Date() })
            .where(eq(deliveries.id, id));
          return reload(tx, id);
        },
      }),
    )
    .catch(rethrowConstraintViolation);
}

/** An invoiced delivery stays (409). Its discounts go with it, each recorded. */
export async function deleteServiceDelivery(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, {
      resource: RESOURCE,
      id,
      context,
      lock: () => findServiceDeliveryRecord(tx, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toServiceDelivery,
      remove: async (_before, { delivery }) => {
        if (delivery.invoiceId !== null) throw deliveryInvoiced(delivery);
        for (const row of await findDiscountsOfDelivery(tx, id)) {
          await deleteRecorded(tx, {
            ...discountWrite(row, context),
            remove: async () => {
              await tx.delete(discounts).where(eq(discounts.id, row.id));
            },
          });
        }
        await tx.delete(deliveries).where(eq(deliveries.id, id));
      },
    }),
  );
}
