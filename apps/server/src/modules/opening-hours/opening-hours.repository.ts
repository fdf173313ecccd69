import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentClosures as closures,
  veterinaryEstablishments as establishments,
  veterinaryEstablishmentOpeningHours as openingHours,
} from '@vetbo/db/schema/index';
import { eq } from 'drizzle-orm';
import type { ClosureRow, OpeningRangeRow } from './opening-hours.mapper.ts';

type Executor = Pick<Db, 'select'>;

/**
 * Whether the establishment exists; `forUpdate` locks its row, which serialises the writes of its
 * opening hours (two PUTs at once would otherwise both pass If-Match and mix their rows).
 */
export async function establishmentExists(db: Executor, id: number, { forUpdate = false } = {}) {
  const query = db.select({ id: establishments.id }).from(establishments).where(eq(establishments.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return Boolean(row);
}

export async function findOpeningHoursRows(
  db: Executor,
  veterinaryEstablishmentId: number,
): Promise<{ ranges: OpeningRangeRow[]; closures: ClosureRow[] }> {
  const [ranges, closureRows] = await Promise.all([
    db
      .select()
      .from(openingHours)
      .where(eq(openingHours.veterinaryEstablishmentId, veterinaryEstablishmentId)),
    db.select().from(closures).where(eq(closures.veterinaryEstablishmentId, veterinaryEstablishmentId)),
  ]);
  return { ranges, closures: closureRows };
}
