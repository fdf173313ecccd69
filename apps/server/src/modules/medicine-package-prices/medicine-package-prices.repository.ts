import type { Db } from '@vetbo/db/database';
import { medicinePackagePrices } from '@vetbo/db/schema/index';
import {
  type MedicinePackagePriceListQuery,
  type MedicinePackagePrices,
  medicinePackagePriceList,
  pricesByPackage,
} from '@vetbo/domain/services/medicine-package-prices';
import { inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/like.ts';
import { bindList, paginate } from '../../lib/list-sql.ts';

const list = bindList(medicinePackagePriceList, {
  table: medicinePackagePrices,
  id: medicinePackagePrices.id,
  createdDate: medicinePackagePrices.createdDate,
  updatedDate: medicinePackagePrices.updatedDate,
  filters: { code: medicinePackagePrices.code },
  sorts: { code: medicinePackagePrices.code },
  // "b" finds NGO_AM_B: the code anywhere, whatever the case.
  search: (term) => sql`${medicinePackagePrices.code}::text ilike ${`%${escapeLike(term)}%`}`,
});

export function findMedicinePackagePricePage(
  db: Db,
  request: { query: MedicinePackagePriceListQuery; rawKeys: readonly string[]; term?: string | undefined },
) {
  return paginate(db, list, request, (ids) =>
    db.select().from(medicinePackagePrices).where(inArray(medicinePackagePrices.id, ids)),
  );
}

/**
 * The prices a subscription is priced at, read in its transaction. The rows are share-locked until it
 * ends: a price change being written is waited for (its new price is the one read), and a change waits
 * for the subscriptions being priced, so none commits after a change at the price before it.
 */
export async function readMedicinePackagePrices(tx: Pick<Db, 'select'>): Promise<MedicinePackagePrices> {
  const rows = await tx
    .select({ code: medicinePackagePrices.code, priceWithoutVat: medicinePackagePrices.priceWithoutVat })
    .from(medicinePackagePrices)
    .for('share');
  return pricesByPackage(rows);
}
