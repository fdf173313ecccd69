import type { Db } from '@vetbo/db/database';
import { legalStructures } from '@vetbo/db/schema/index';
import {
  type LegalStructure,
  type LegalStructureCreate,
  type LegalStructureUpdate,
  legalStructureCreateSchema,
} from '@vetbo/domain/legal-structures';
import { eq } from 'drizzle-orm';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import { mergeChecked } from '../../lib/validation.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import { type LegalStructureRow, toColumns, toLegalStructure } from './legal-structures.mapper.ts';

const LABEL = 'Structure juridique';

export async function loadLegalStructure(db: Db, id: number): Promise<LegalStructure> {
  const row = await findRowById(db, legalStructures, id);
  if (!row) throw notFound(LABEL, id);
  return toLegalStructure(row);
}

export async function createLegalStructure(
  db: Db,
  input: LegalStructureCreate,
  context: WriteContext,
): Promise<LegalStructure> {
  return db.transaction((tx) =>
    createRecorded(tx, {
      resource: 'legal_structures',
      context,
      sent: input,
      write: async () => {
        const [created] = await tx.insert(legalStructures).values(toColumns(input)).returning();
        return toLegalStructure(created as LegalStructureRow);
      },
    }),
  );
}

export async function updateLegalStructure(
  db: Db,
  id: number,
  changes: LegalStructureUpdate,
  context: WriteContext,
): Promise<LegalStructure> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'legal_structures',
      id,
      context,
      sent: changes,
      lock: () => findRowById(tx, legalStructures, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toLegalStructure,
      write: async (before) => {
        // The country-dependent rules hold for the record as it will be, not only for the fields sent.
        const merged = mergeChecked(legalStructureCreateSchema, before, changes);
        const [updated] = await tx
          .update(legalStructures)
          .set({ ...toColumns(merged), updatedDate: new Date() })
          .where(eq(legalStructures.id, id))
          .returning();
        return toLegalStructure(updated as LegalStructureRow);
      },
    }),
  );
}
