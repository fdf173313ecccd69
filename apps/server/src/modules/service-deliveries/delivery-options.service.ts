import type { Db } from '@vetbo/db/database';
import { serviceDeliveryOptions } from '@vetbo/db/schema/index';
import type {
  DeliveryOption,
  DeliveryOptionCreate,
  DeliveryOptionUpdate,
} from '@vetbo/domain/service-deliveries';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import { type DeliveryOptionRecord, toDeliveryOption } from './delivery-options.mapper.ts';
import { countDeliveriesOfOption, findDeliveryOptionRecord } from './delivery-options.repository.ts';
import { DELIVERY_PROBLEMS } from './service-deliveries.problems.ts';

const LABEL = 'Option de prestation';
const RESOURCE = 'service_delivery_options' as const;

async function reload(tx: Tx, id: number): Promise<DeliveryOption> {
  return toDeliveryOption((await findDeliveryOptionRecord(tx, id)) as DeliveryOptionRecord);
}

export async function loadDeliveryOption(db: Db, id: number): Promise<DeliveryOption> {
  const record = await findDeliveryOptionRecord(db, id);
  if (!record) throw notFound(LABEL, id);
  return toDeliveryOption(record);
}

export function createDeliveryOption(
  db: Db,
  input: DeliveryOptionCreate,
  context: WriteContext,
): Promise<DeliveryOption> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      sent: input,
      write: async () => {
        const [created] = await tx
          .insert(serviceDeliveryOptions)
          .values(input)
          .returning({ id: serviceDeliveryOptions.id });
        return reload(tx, (created as { id: number }).id);
      },
    }),
  );
}

/** Existing deliveries keep the values they were prefilled with; the pattern labels their invoice lines. */
export function updateDeliveryOption(
  db: Db,
  id: number,
  changes: DeliveryOptionUpdate,
  context: WriteContext,
): Promise<DeliveryOption> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: RESOURCE,
      id,
      context,
      sent: changes,
      lock: () => findDeliveryOptionRecord(tx, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toDeliveryOption,
      write: async () => {
        await tx
          .update(serviceDeliveryOptions)
          .set({ ...changes, updatedDate: new Date() })
          .where(eq(serviceDeliveryOptions.id, id));
        return reload(tx, id);
      },
    }),
  );
}

const inUse = (code: string, count: number) =>
  refusal(DELIVERY_PROBLEMS.DELIVERY_OPTION_IN_USE, { params: { code, count: String(count) } });

/** An option deliveries were made from stays (they link to it): 409. */
export async function deleteDeliveryOption(db: Db, id: number, context: WriteContext): Promise<void> {
  let code = '';
  await db
    .transaction((tx) =>
      deleteRecorded(tx, {
        resource: RESOURCE,
        id,
        context,
        lock: () => findDeliveryOptionRecord(tx, id, { forUpdate: true }),
        notFound: () => notFound(LABEL, id),
        toApi: toDeliveryOption,
        remove: async (before) => {
          code = before.code;
          const used = await countDeliveriesOfOption(tx, id);
          if (used > 0) throw inUse(before.code, used);
          await tx.delete(serviceDeliveryOptions).where(eq(serviceDeliveryOptions.id, id));
        },
      }),
    )
    .catch((error: unknown) => {
      // A delivery made from the option while it was being deleted.
      if (isForeignKeyViolation(error)) throw inUse(code, 1);
      throw error;
    });
}
