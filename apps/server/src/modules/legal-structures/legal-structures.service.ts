import type { Db } from '@vetbo/db/database';
import { legalStructures } from '@vetbo/db/schema/index';
import {
  type LegalStructure,
  type LegalStructureCreate,
  type LegalStructureUpdate,
  legalStructureCreateSchema,
} from '@vetbo/domain/legal-structures';
import { eq } from 'drizzle-orm';
import { rethrowConstraintViolation } from '../../lib/constraint-problems.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { ApiProblem, notFound } from '../../lib/problem.ts';
import { parseOrRefuse } from '../../lib/validation.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { updateRecorded } from '../change-history/recorded-write.ts';
import { type LegalStructureRow, toColumns, toInput, toLegalStructure } from './legal-structures.mapper.ts';
import { findLegalStructureRow } from './legal-structures.repository.ts';

const LABEL = 'Structure juridique';

function rethrowLegalCodeTaken(legalCode: string | null | undefined) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, 'legal_structures_legal_code_key')) {
      throw new ApiProblem(409, 'LEGAL_CODE_TAKEN', [{ path: 'legalCode', message: 'legalCodeTaken' }], {
        legalCode: legalCode ?? '',
      });
    }
    return rethrowConstraintViolation(error);
  };
}

export async function loadLegalStructure(db: Db, id: number): Promise<LegalStructure> {
  const row = await findLegalStructureRow(db, id);
  if (!row) throw notFound(LABEL, id);
  return toLegalStructure(row);
}

export async function createLegalStructure(
  db: Db,
  input: LegalStructureCreate,
  context: WriteContext,
): Promise<LegalStructure> {
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(legalStructures).values(toColumns(input)).returning();
      const structure = toLegalStructure(created as LegalStructureRow);
      await recordChange(tx, {
        userId: context.userId,
        resource: 'legal_structures',
        resourceId: structure.id,
        kind: 'CREATE',
        before: null,
        after: structure,
      });
      return structure;
    })
    .catch(rethrowLegalCodeTaken(input.legalCode));
  return row;
}

export async function updateLegalStructure(
  db: Db,
  id: number,
  changes: LegalStructureUpdate,
  context: WriteContext,
): Promise<LegalStructure> {
  return db
    .transaction((tx) =>
      updateRecorded(tx, {
        resource: 'legal_structures',
        id,
        context,
        lock: () => findLegalStructureRow(tx, id, { forUpdate: true }),
        notFound: () => notFound(LABEL, id),
        toApi: toLegalStructure,
        write: async (before) => {
          // The country-dependent rules hold for the record as it will be, not only for the fields sent.
          const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
          const merged = parseOrRefuse(legalStructureCreateSchema, { ...toInput(before), ...sent });
          const [updated] = await tx
            .update(legalStructures)
            .set({ ...toColumns(merged), updatedDate: new Date() })
            .where(eq(legalStructures.id, id))
            .returning();
          return toLegalStructure(updated as LegalStructureRow);
        },
      }),
    )
    .catch(rethrowLegalCodeTaken(changes.legalCode));
}
