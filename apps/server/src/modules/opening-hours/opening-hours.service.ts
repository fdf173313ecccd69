import type { Db } from '@vetbo/db/database';
import {
  veterinaryEstablishmentClosures as closures,
  veterinaryEstablishmentOpeningHours as openingHours,
} from '@vetbo/db/schema/index';
import type { OpeningHours, OpeningHoursInput } from '@vetbo/domain/opening-hours';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { updateRecorded } from '../change-history/public.ts';
import { forHistory, toClosureColumns, toOpeningHours, toRangeColumns } from './opening-hours.mapper.ts';
import { establishmentExists, findOpeningHoursRows } from './opening-hours.repository.ts';

const LABEL = 'Établissement';

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

async function readOpeningHours(db: Executor, id: number): Promise<OpeningHours> {
  const { ranges, closures: closureRows } = await findOpeningHoursRows(db, id);
  return toOpeningHours(id, ranges, closureRows);
}

export async function loadOpeningHours(db: Db, id: number): Promise<OpeningHours> {
  if (!(await establishmentExists(db, id))) throw notFound(LABEL, id);
  return readOpeningHours(db, id);
}

/** Replaces the week and the closures at once: one transaction, one history entry (before/after). */
export async function replaceOpeningHours(
  db: Db,
  id: number,
  input: OpeningHoursInput,
  context: WriteContext,
): Promise<OpeningHours> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'veterinary_establishment_opening_hours',
      id,
      context,
      lock: async () =>
        (await establishmentExists(tx, id, { forUpdate: true })) ? readOpeningHours(tx, id) : null,
      notFound: () => notFound(LABEL, id),
      toApi: (hours: OpeningHours) => hours,
      toHistory: forHistory,
      write: async () => {
        await tx.delete(openingHours).where(eq(openingHours.veterinaryEstablishmentId, id));
        await tx.delete(closures).where(eq(closures.veterinaryEstablishmentId, id));
        const ranges = toRangeColumns(id, input);
        if (ranges.length > 0) await tx.insert(openingHours).values(ranges);
        const closureRows = toClosureColumns(id, input);
        if (closureRows.length > 0) await tx.insert(closures).values(closureRows);
        return readOpeningHours(tx, id);
      },
    }),
  );
}
