import { defineResource } from './resource.ts';

/** The NGO-AM medicine packages' yearly prices (three rows; ADMIN changes them). */
export const medicinePackagePricesApi = defineResource({
  collection: '/v1/medicine_package_prices',
  one: 'MedicinePackagePrice',
  many: 'MedicinePackagePrices',
  history: 'medicine_package_prices',
});
