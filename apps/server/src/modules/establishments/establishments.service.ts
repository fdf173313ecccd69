import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentAddresses as addresses,
  veterinaryEstablishments as establishments,
  legalStructures,
  veterinaryEstablishmentTags as tags,
} from '@vetbo/db/schema/index';
import type { AddressInput } from '@vetbo/domain/addresses';
import type { Establishment, EstablishmentCreate, EstablishmentUpdate } from '@vetbo/domain/establishments';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { RequestContext, WriteContext } from '../../lib/write-context.ts';
import { assertBillingAccountBelongs } from '../billing-accounts/public.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import { toEstablishment } from './establishment-mapper.ts';
import type { EstablishmentRecord } from './establishment-statements.ts';
import { ESTABLISHMENT_PROBLEMS } from './establishments.problems.ts';
import { findEstablishmentById, readEstablishment } from './establishments.repository.ts';
import { assertMayMoveLeaders } from './leaders-move.ts';

/** "Make main": only one of the establishment's own addresses (another's would move its invoices' address). */
async function assertAddressBelongs(db: Tx, addressId: number | undefined, establishmentId: number) {
  if (addressId === undefined) return;
  const [found] = await db
    .select({ establishmentId: addresses.veterinaryEstablishmentId })
    .from(addresses)
    .where(eq(addresses.id, addressId));
  if (found?.establishmentId !== establishmentId)
    throw refusal(ESTABLISHMENT_PROBLEMS.ADDRESS_NOT_OF_ESTABLISHMENT, {
      errors: [{ path: 'mainAddressId', message: 'unknownReference' }],
      params: { id: String(addressId) },
    });
}

async function assertLegalStructureExists(db: Tx, id: number | null | undefined) {
  if (!id) return;
  const [found] = await db
    .select({ id: legalStructures.id })
    .from(legalStructures)
    .where(eq(legalStructures.id, id));
  if (!found) {
    throw refusal(ESTABLISHMENT_PROBLEMS.UNKNOWN_LEGAL_STRUCTURE, {
      errors: [{ path: 'legalStructureId', message: 'unknownReference' }],
      params: {
        id: String(id),
      },
    });
  }
}

async function replaceTags(tx: Tx, establishmentId: number, values: string[]) {
  await tx.delete(tags).where(eq(tags.veterinaryEstablishmentId, establishmentId));
  if (values.length > 0) {
    await tx.insert(tags).values(values.map((tag) => ({ veterinaryEstablishmentId: establishmentId, tag })));
  }
}

async function saveMainAddress(
  tx: Tx,
  establishmentId: number,
  mainAddressId: number | null,
  input: AddressInput,
) {
  const values = { ...input, country: input.country ?? 'FRA' };
  if (mainAddressId) {
    await tx.update(addresses).set(values).where(eq(addresses.id, mainAddressId));
    return;
  }
  const [created] = await tx
    .insert(addresses)
    .values({ ...values, veterinaryEstablishmentId: establishmentId })
    .returning({ id: addresses.id });
  await tx
    .update(establishments)
    .set({ mainAddressId: created?.id })
    .where(eq(establishments.id, establishmentId));
}

async function loadEstablishment(db: Db, id: number): Promise<Establishment> {
  const row = await readEstablishment(db, id);
  if (!row) throw notFound('Établissement', id);
  return toEstablishment(row);
}

export async function createEstablishment(
  db: Db,
  input: EstablishmentCreate,
  context: WriteContext,
): Promise<Establishment> {
  const { mainAddress, tags: tagValues = [], ...fields } = input;
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'veterinary_establishments',
      context,
      sent: input,
      write: async () => {
        await assertLegalStructureExists(tx, input.legalStructureId);
        const [created] = await tx.insert(establishments).values(fields).returning({ id: establishments.id });
        const establishmentId = created?.id as number;
        if (mainAddress) await saveMainAddress(tx, establishmentId, null, mainAddress);
        await replaceTags(tx, establishmentId, tagValues);
        return toEstablishment((await findEstablishmentById(tx, establishmentId)) as EstablishmentRecord);
      },
    }),
  );
}

export async function updateEstablishment(
  db: Db,
  id: number,
  input: EstablishmentUpdate,
  context: RequestContext,
): Promise<Establishment> {
  const { mainAddress, tags: tagValues, ...fields } = input;
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'veterinary_establishments',
      id,
      context,
      sent: input,
      lock: () => findEstablishmentById(tx, id, { forUpdate: true }),
      notFound: () => notFound('Établissement', id),
      toApi: toEstablishment,
      authorise: (_before, current) =>
        assertMayMoveLeaders(
          tx,
          { id, legalStructureId: current.legal_structure_id },
          input.legalStructureId,
          context.role,
        ),
      write: async (_before, current) => {
        await assertLegalStructureExists(tx, input.legalStructureId);
        // The merged record is checked, not only what was sent: a structure moved without its account
        // (or an account sent alone) must leave the main billing account one of the structure's.
        const legalStructureId =
          input.legalStructureId === undefined ? current.legal_structure_id : input.legalStructureId;
        const mainBillingAccountId =
          input.mainBillingAccountId === undefined
            ? current.main_billing_account_id
            : input.mainBillingAccountId;
        await assertBillingAccountBelongs(tx, mainBillingAccountId, legalStructureId ?? null);
        await assertAddressBelongs(tx, input.mainAddressId, id);
        // Always touch the row so that updatedDate moves even when only the address or tags change.
        await tx
          .update(establishments)
          .set({ ...fields, updatedDate: new Date() })
          .where(eq(establishments.id, id));
        if (mainAddress) await saveMainAddress(tx, id, current.main_address_id, mainAddress);
        if (tagValues) await replaceTags(tx, id, tagValues);
        return toEstablishment((await findEstablishmentById(tx, id)) as EstablishmentRecord);
      },
    }),
  );
}

export { loadEstablishment };
