import type { Db } from '@vetbo/db/database';
import { medicinePackagePrices } from '@vetbo/db/schema/index';
import type {
  MedicinePackagePrice,
  MedicinePackagePriceUpdate,
} from '@vetbo/domain/services/medicine-package-prices';
import { eq } from 'drizzle-orm';
import { apiRow } from '../../lib/api-row.ts';
import { findRowById } from '../../lib/find-row.ts';
import { notFound } from '../../lib/http.problems.ts';
import type { WriteContext } from '../../lib/write-context.ts';
import { updateRecorded } from '../change-history/public.ts';

const LABEL = 'Forfait médicaments';
type PriceRow = typeof medicinePackagePrices.$inferSelect;

/** The columns carry the API's names: the row as the API answers it. */
export const toMedicinePackagePrice = (row: PriceRow): MedicinePackagePrice => apiRow(row);

export async function loadMedicinePackagePrice(db: Db, id: number): Promise<MedicinePackagePrice> {
  const row = await findRowById(db, medicinePackagePrices, id);
  if (!row) throw notFound(LABEL, id);
  return toMedicinePackagePrice(row);
}

/**
 * A new price (an ADMIN, by the route's access rule) for the prices computed from now on: subscriptions
 * and periods priced before keep their amounts (docs/decisions.md, "A medicine package's new price").
 */
export function updateMedicinePackagePrice(
  db: Db,
  id: number,
  changes: MedicinePackagePriceUpdate,
  context: WriteContext,
): Promise<MedicinePackagePrice> {
  return db.transaction((tx) =>
    updateRecorded(tx, {
      resource: 'medicine_package_prices',
      id,
      context,
      sent: changes,
      lock: () => findRowById(tx, medicinePackagePrices, id, { forUpdate: true }),
      notFound: () => notFound(LABEL, id),
      toApi: toMedicinePackagePrice,
      writeRow: async (_before, current) => {
        const [updated] = await tx
          .update(medicinePackagePrices)
          .set({
            priceWithoutVat: changes.priceWithoutVat ?? current.priceWithoutVat,
            updatedDate: new Date(),
          })
          .where(eq(medicinePackagePrices.id, id))
          .returning();
        return updated as PriceRow;
      },
    }),
  );
}
