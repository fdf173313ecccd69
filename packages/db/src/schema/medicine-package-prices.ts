import { NGO_AM_MEDICINE_PACKAGES } from '@vetbo/domain/services/catalogue';
import { sql } from 'drizzle-orm';
import { check, integer, pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const ngoAmMedicinePackageEnum = pgEnum('ngo_am_medicine_package', NGO_AM_MEDICINE_PACKAGES);

/**
 * The NGO-AM medicine packages' yearly prices (spec §3.8), one row per package, filled by migration 0018
 * and changed by an ADMIN: a subscription takes the price current when its own price is computed.
 */
export const medicinePackagePrices = pgTable(
  'medicine_package_prices',
  {
    id: id(),
    code: ngoAmMedicinePackageEnum().notNull().unique('medicine_package_prices_code_key'),
    /** In cents without VAT, a year. */
    priceWithoutVat: integer().notNull(),
    ...timestamps,
  },
  (t) => [check('medicine_package_prices_price_check', sql`${t.priceWithoutVat} >= 0`)],
);
