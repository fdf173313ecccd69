import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentAddresses as addresses,
  veterinaryEstablishments as establishments,
} from '@vetbo/db/schema/index';
import type {
  establishmentAddressCreateSchema,
  establishmentAddressUpdateSchema,
} from '@vetbo/domain/addresses';
import { isValidPostalCode } from '@vetbo/domain/validators/postal-code';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { assertIfMatch } from '../../lib/etag.ts';
import { offsetOf, orderByFromQuery, timestampConditions } from '../../lib/list.ts';
import { ApiProblem, notFound } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { toAddress } from '../establishments/establishment-mapper.ts';
import type { AddressListQuery } from './establishment-addresses.routes.ts';

type AddressRow = typeof addresses.$inferSelect;

function conditions(q: AddressListQuery): SQL | undefined {
  return and(
    q['id[]']?.length ? inArray(addresses.id, q['id[]']) : undefined,
    q['veterinaryEstablishmentId[]']?.length
      ? inArray(addresses.veterinaryEstablishmentId, q['veterinaryEstablishmentId[]'])
      : undefined,
    q['postalCode[]']?.length ? inArray(addresses.postalCode, q['postalCode[]']) : undefined,
    ...timestampConditions(addresses, q),
  );
}

export async function findAddressPage(db: Db, query: AddressListQuery, rawQuery: unknown) {
  const where = conditions(query);
  const orderBy = orderByFromQuery(
    rawQuery,
    query,
    {
      sortCreatedDate: addresses.createdDate,
      sortUpdatedDate: addresses.updatedDate,
      sortPostalCode: addresses.postalCode,
    },
    addresses.id,
  );
  const rows = await db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offsetOf(query));
  const [counted] = await db.select({ total: count() }).from(addresses).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function loadAddress(db: Db, id: number): Promise<AddressRow> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  if (!row) throw notFound('Adresse', id);
  return row;
}

const history = (
  context: WriteContext,
  resourceId: number,
  kind: 'CREATE' | 'UPDATE' | 'DELETE',
  before: AddressRow | null,
  after: AddressRow | null,
) => ({
  userId: context.userId,
  resource: 'veterinary_establishment_addresses' as const,
  resourceId,
  kind,
  before: before && toAddress(before),
  after: after && toAddress(after),
});

export async function createAddress(
  db: Db,
  input: z.output<typeof establishmentAddressCreateSchema>,
  context: WriteContext,
): Promise<AddressRow> {
  const [establishment] = await db
    .select({ id: establishments.id, mainAddressId: establishments.mainAddressId })
    .from(establishments)
    .where(eq(establishments.id, input.veterinaryEstablishmentId));
  if (!establishment) {
    throw new ApiProblem(
      404,
      'NOT_FOUND',
      [{ path: 'veterinaryEstablishmentId', message: 'unknownReference' }],
      {
        resource: 'Établissement',
        id: String(input.veterinaryEstablishmentId),
      },
    );
  }
  return db.transaction(async (tx) => {
    const [created] = (await tx.insert(addresses).values(input).returning()) as AddressRow[];
    const address = created as AddressRow;
    if (!establishment.mainAddressId) {
      await tx
        .update(establishments)
        .set({ mainAddressId: address.id })
        .where(eq(establishments.id, establishment.id));
    }
    await recordChange(tx, history(context, address.id, 'CREATE', null, address));
    return address;
  });
}

export async function updateAddress(
  db: Db,
  id: number,
  input: z.output<typeof establishmentAddressUpdateSchema>,
  context: WriteContext,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(addresses).where(eq(addresses.id, id)).for('update');
    if (!current) throw notFound('Adresse', id);
    assertIfMatch(context.ifMatch, toAddress(current));
    // The schema checks postal code and country sent together; a change of one is checked against the other here.
    const postalCode = input.postalCode ?? current.postalCode;
    const country = input.country ?? current.country;
    if (!isValidPostalCode(postalCode, country)) {
      throw new ApiProblem(400, 'VALIDATION_FAILED', [
        { path: input.postalCode ? 'postalCode' : 'country', message: 'invalidPostalCode' },
      ]);
    }
    const [updated] = (await tx
      .update(addresses)
      .set({ ...input, updatedDate: new Date() })
      .where(eq(addresses.id, id))
      .returning()) as AddressRow[];
    await recordChange(tx, history(context, id, 'UPDATE', current, updated as AddressRow));
    return updated as AddressRow;
  });
}

export async function deleteAddress(db: Db, id: number, context: WriteContext): Promise<void> {
  const [main] = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(eq(establishments.mainAddressId, id));
  if (main) throw new ApiProblem(409, 'MAIN_ADDRESS_DELETE');
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(addresses).where(eq(addresses.id, id)).returning();
    if (!deleted) throw notFound('Adresse', id);
    await recordChange(tx, history(context, id, 'DELETE', deleted, null));
  });
}
