import type { Db } from '@vetbo/db/database';
import { legalStructures } from '@vetbo/db/schema/index';
import {
  type LegalStructure,
  type LegalStructureCreate,
  type LegalStructureUpdate,
  legalStructureCreateSchema,
} from '@vetbo/domain/legal-structures';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import { parseOrRefuse } from '../../lib/validation.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { createRecorded, updateRecorded } from '../change-history/public.ts';
import { type LegalStructureRow, toColumns, toInput, toLegalStructure } from './legal-structures.mapper.ts';
import { findLegalStructureRow } from './legal-structures.repository.ts';

const LABEL = 'Structure juridique';

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
  );
}
