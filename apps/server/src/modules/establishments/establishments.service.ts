import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentAddresses as addresses,
  veterinaryEstablishments as establishments,
  legalStructures,
  veterinaryEstablishmentTags as tags,
} from '@vetbo/db/schema/index';
import type { AddressInput } from '@vetbo/domain/addresses';
import type { StaffRole } from '@vetbo/domain/enums';
import type { Establishment, EstablishmentCreate, EstablishmentUpdate } from '@vetbo/domain/establishments';
import { eq } from 'drizzle-orm';
import { assertIfMatch } from '../../lib/etag.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { ApiProblem, notFound } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { assertBillingAccountBelongs } from '../billing-accounts/billing-account-checks.ts';
import { recordChange } from '../change-history/record-change.ts';
import { toEstablishment } from './establishment-mapper.ts';
import type { EstablishmentRecord } from './establishment-statements.ts';
import { findEstablishmentById, readEstablishment } from './establishments.repository.ts';
import { assertMayMoveLeaders } from './leaders-move.ts';

const PRIVILEGED_CODE_KEY = 'veterinary_establishments_privileged_code_key';

const privilegedCodeTaken = (privilegedCode: string) =>
  new ApiProblem(409, 'PRIVILEGED_CODE_TAKEN', [{ path: 'privilegedCode', message: 'privilegedCodeTaken' }], {
    privilegedCode,
  });

async function assertLegalStructureExists(db: Tx, id: number | null | undefined) {
  if (!id) return;
  const [found] = await db
    .select({ id: legalStructures.id })
    .from(legalStructures)
    .where(eq(legalStructures.id, id));
  if (!found) {
    throw new ApiProblem(
      422,
      'UNKNOWN_LEGAL_STRUCTURE',
      [{ path: 'legalStructureId', message: 'unknownReference' }],
      {
        id: String(id),
      },
    );
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

function rethrowPrivilegedCodeTaken(privilegedCode: string | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, PRIVILEGED_CODE_KEY)) throw privilegedCodeTaken(privilegedCode ?? '');
    throw error;
  };
}

export async function createEstablishment(
  db: Db,
  input: EstablishmentCreate,
  context: WriteContext,
): Promise<Establishment> {
  const { mainAddress, tags: tagValues = [], ...fields } = input;
  return db
    .transaction(async (tx) => {
      await assertLegalStructureExists(tx, input.legalStructureId);
      const [created] = await tx.insert(establishments).values(fields).returning({ id: establishments.id });
      const establishmentId = created?.id as number;
      if (mainAddress) await saveMainAddress(tx, establishmentId, null, mainAddress);
      await replaceTags(tx, establishmentId, tagValues);
      const after = toEstablishment(
        (await findEstablishmentById(tx, establishmentId)) as EstablishmentRecord,
      );
      await recordChange(tx, {
        userId: context.userId,
        resource: 'veterinary_establishments',
        resourceId: establishmentId,
        kind: 'CREATE',
        before: null,
        after,
      });
      return after;
    })
    .catch(rethrowPrivilegedCodeTaken(input.privilegedCode));
}

export async function updateEstablishment(
  db: Db,
  id: number,
  input: EstablishmentUpdate,
  context: WriteContext & { role: StaffRole | null },
): Promise<Establishment> {
  const { mainAddress, tags: tagValues, ...fields } = input;
  return db
    .transaction(async (tx) => {
      const current = await findEstablishmentById(tx, id, { forUpdate: true });
      if (!current) throw notFound('Établissement', id);
      const before = toEstablishment(current);
      await assertMayMoveLeaders(
        tx,
        { id, legalStructureId: current.legal_structure_id },
        input.legalStructureId,
        context.role,
      );
      assertIfMatch(context.ifMatch, before);
      await assertLegalStructureExists(tx, input.legalStructureId);
      const legalStructureId =
        input.legalStructureId === undefined ? current.legal_structure_id : input.legalStructureId;
      await assertBillingAccountBelongs(tx, input.mainBillingAccountId, legalStructureId ?? null);
      // Always touch the row so that updatedDate moves even when only the address or tags change.
      await tx
        .update(establishments)
        .set({ ...fields, updatedDate: new Date() })
        .where(eq(establishments.id, id));
      if (mainAddress) await saveMainAddress(tx, id, current.main_address_id, mainAddress);
      if (tagValues) await replaceTags(tx, id, tagValues);
      const after = toEstablishment((await findEstablishmentById(tx, id)) as EstablishmentRecord);
      await recordChange(tx, {
        userId: context.userId,
        resource: 'veterinary_establishments',
        resourceId: id,
        kind: 'UPDATE',
        before,
        after,
      });
      return after;
    })
    .catch(rethrowPrivilegedCodeTaken(input.privilegedCode));
}

export { loadEstablishment };
