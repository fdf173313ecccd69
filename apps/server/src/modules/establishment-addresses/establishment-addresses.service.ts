import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentAddresses as addresses,
  veterinaryEstablishments as establishments,
} from '@vetbo/db/schema/index';
import type {
  Address,
  establishmentAddressCreateSchema,
  establishmentAddressUpdateSchema,
} from '@vetbo/domain/addresses';
import { isValidPostalCode } from '@vetbo/domain/validators/postal-code';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { findRowById } from '../../lib/find-row.ts';
import { HTTP_PROBLEMS, invalidFields, notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, deleteRecorded, updateRecorded } from '../change-history/public.ts';
import { toAddress } from '../establishments/public.ts';
import { ADDRESS_PROBLEMS } from './establishment-addresses.problems.ts';
import type { AddressRow } from './establishment-addresses.repository.ts';

const RESOURCE = 'veterinary_establishment_addresses' as const;

export async function loadAddress(db: Db, id: number): Promise<Address> {
  const row = await findRowById(db, addresses, id);
  if (!row) throw notFound('Adresse', id);
  return toAddress(row);
}

export async function createAddress(
  db: Db,
  input: z.output<typeof establishmentAddressCreateSchema>,
  context: WriteContext,
): Promise<Address> {
  const [establishment] = await db
    .select({ id: establishments.id, mainAddressId: establishments.mainAddressId })
    .from(establishments)
    .where(eq(establishments.id, input.veterinaryEstablishmentId));
  if (!establishment) {
    throw refusal(HTTP_PROBLEMS.NOT_FOUND, {
      errors: [{ path: 'veterinaryEstablishmentId', message: 'unknownReference' }],
      params: {
        resource: 'Établissement',
        id: String(input.veterinaryEstablishmentId),
      },
    });
  }
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: RESOURCE,
      context,
      sent: input,
      write: async () => {
        const [created] = await tx.insert(addresses).values(input).returning();
        const address = created as AddressRow;
        if (!establishment.mainAddressId) {
          await tx
            .update(establishments)
            .set({ mainAddressId: address.id })
            .where(eq(establishments.id, establishment.id));
        }
        return toAddress(address);
      },
    }),
  );
}

export async function updateAddress(
  db: Db,
  id: number,
  input: z.output<typeof establishmentAddressUpdateSchema>,
  context: WriteContext,
): Promise<Address> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: RESOURCE,
      id,
      context,
      sent: input,
      lock: () => findRowById(tx, addresses, id, { forUpdate: true }),
      notFound: () => notFound('Adresse', id),
      toApi: toAddress,
      write: async (_before, current) => {
        // The schema checks postal code and country sent together; a change of one is checked against the other here.
        const postalCode = input.postalCode ?? current.postalCode;
        const country = input.country ?? current.country;
        if (!isValidPostalCode(postalCode, country)) {
          throw invalidFields([
            { path: input.postalCode ? 'postalCode' : 'country', message: 'invalidPostalCode' },
          ]);
        }
        const [updated] = await tx
          .update(addresses)
          .set({ ...input, updatedDate: new Date() })
          .where(eq(addresses.id, id))
          .returning();
        return toAddress(updated as AddressRow);
      },
    }),
  );
}

/** The main address stays (409); the DELETE takes no If-Match (its route declares none). */
export async function deleteAddress(db: Db, id: number, context: WriteContext): Promise<void> {
  await db.transaction((tx) =>
    deleteRecorded(tx, {
      resource: RESOURCE,
      id,
      context: { userId: context.userId },
      lock: () => findRowById(tx, addresses, id, { forUpdate: true }),
      notFound: () => notFound('Adresse', id),
      toApi: toAddress,
      authorise: async () => {
        const [main] = await tx
          .select({ id: establishments.id })
          .from(establishments)
          .where(eq(establishments.mainAddressId, id));
        if (main) throw refusal(ADDRESS_PROBLEMS.MAIN_ADDRESS_DELETE);
      },
      remove: async () => {
        await tx.delete(addresses).where(eq(addresses.id, id));
      },
    }),
  );
}
