// What other modules may use of this module (the architecture test refuses any other import).
export { readMedicinePackagePrices } from './medicine-package-prices.repository.ts';
