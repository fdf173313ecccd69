import type { Db } from '@vetbo/db/database';
import { veterinaryServiceOptions } from '@vetbo/db/schema/index';
import type { VeterinaryServiceOption, VeterinaryServiceOptionUpdate } from '@vetbo/domain/service-catalogue';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { updateRecorded } from '../change-history/public.ts';
import { toServiceOption } from './service-catalogue.mapper.ts';
import { findServiceOptionRow } from './service-catalogue.repository.ts';

const OPTION_LABEL = 'Option de service';

export async function loadServiceOption(db: Db, id: number): Promise<VeterinaryServiceOption> {
  const row = await findServiceOptionRow(db, id);
  if (!row) throw notFound(OPTION_LABEL, id);
  return toServiceOption(row.option, row.serviceCode);
}

/** Label, status (a DISABLED option takes no new subscription) and price; existing periods keep theirs. */
export function updateServiceOption(
  db: Db,
  id: number,
  changes: VeterinaryServiceOptionUpdate,
  context: WriteContext,
): Promise<VeterinaryServiceOption> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'veterinary_service_options',
      id,
      context,
      lock: () => findServiceOptionRow(tx, id, { forUpdate: true }),
      notFound: () => notFound(OPTION_LABEL, id),
      toApi: (row) => toServiceOption(row.option, row.serviceCode),
      write: async (_before, current) => {
        const [updated] = await tx
          .update(veterinaryServiceOptions)
          .set({ ...changes, updatedDate: new Date() })
          .where(eq(veterinaryServiceOptions.id, id))
          .returning();
        return toServiceOption(updated as typeof current.option, current.serviceCode);
      },
    }),
  );
}
