// The NGO-AM medicine packages' yearly prices (spec §3.8: A, B, C by turnover): catalogue data an ADMIN
// changes, read by the pricing of subscriptions (pricing.ts takes them as a plain value).
import { z } from 'zod';
import { declareList, enumFilter } from '../list-declaration.ts';
import { defineList } from '../list-definition.ts';
import { itemResponse, listResponse } from '../list-query.ts';
import { centsField } from '../money/cents.ts';
import { answerShape } from '../record-fields.ts';
import { NGO_AM_MEDICINE_PACKAGES, type NgoAmMedicinePackage } from './catalogue.ts';

/** The price of each medicine package, in cents without VAT a year. */
export type MedicinePackagePrices = Readonly<Record<NgoAmMedicinePackage, number>>;

/**
 * No medicine package costs more than 10 000 € a year (today 120 to 480 €): a price above is a typing
 * slip (zeros too many) that every NGO-AM subscription would then carry.
 */
export const MEDICINE_PACKAGE_PRICE_MAX_CENTS = 1_000_000;

/**
 * What an ADMIN changes: the price; the package's code is fixed. `centsField` itself, not a `.max()` of it:
 * the forms (typed in euros) and `answerShape` recognise it by identity, so the bound is a refinement.
 */
const medicinePackagePriceFields = { priceWithoutVat: centsField };

/** The rule beyond the field's own: at most MEDICINE_PACKAGE_PRICE_MAX_CENTS (a French "Valeur trop grande"). */
export function checkMedicinePackagePrice(value: { priceWithoutVat?: unknown }, ctx: z.RefinementCtx) {
  if (typeof value.priceWithoutVat === 'number' && value.priceWithoutVat > MEDICINE_PACKAGE_PRICE_MAX_CENTS) {
    ctx.addIssue({ code: 'custom', path: ['priceWithoutVat'], message: 'tooBig' });
  }
}

/** The whole record an edit form fills (its values, marks and inputs). */
export const medicinePackagePriceRecordSchema = z
  .object(medicinePackagePriceFields)
  .strict()
  .superRefine(checkMedicinePackagePrice);

export const medicinePackagePriceUpdateSchema = z
  .object(medicinePackagePriceFields)
  .partial()
  .strict()
  .superRefine(checkMedicinePackagePrice)
  .meta({
    id: 'MedicinePackagePriceUpdate',
    description: 'The yearly price in cents without VAT, 0 to 1 000 000 (10 000 €)',
  });
export type MedicinePackagePriceUpdate = z.output<typeof medicinePackagePriceUpdateSchema>;

export const medicinePackagePriceSchema = z
  .object({
    id: z.number().int(),
    code: z.enum(NGO_AM_MEDICINE_PACKAGES),
    ...answerShape(medicinePackagePriceFields),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'MedicinePackagePrice' });
export type MedicinePackagePrice = z.infer<typeof medicinePackagePriceSchema>;

/** The prices as pricing.ts takes them, from the records (one per package). */
export function pricesByPackage(records: readonly Pick<MedicinePackagePrice, 'code' | 'priceWithoutVat'>[]) {
  const prices: Partial<Record<NgoAmMedicinePackage, number>> = {};
  for (const { code, priceWithoutVat } of records) prices[code] = priceWithoutVat;
  const missing = NGO_AM_MEDICINE_PACKAGES.filter((code) => prices[code] === undefined);
  if (missing.length > 0) throw new Error(`No price for the medicine packages ${missing.join(', ')}`);
  return prices as MedicinePackagePrices;
}

export const medicinePackagePriceList = defineList(
  declareList({
    filters: { code: enumFilter(NGO_AM_MEDICINE_PACKAGES, 'Packages with these codes') },
    sorts: ['code'],
    defaultSort: [{ field: 'code', direction: 'asc' }],
    search: true,
  }),
);
export type MedicinePackagePriceListQuery = z.output<typeof medicinePackagePriceList.querySchema>;
export const medicinePackagePriceListResponseSchema = listResponse(medicinePackagePriceSchema);
export const medicinePackagePriceResponseSchema = itemResponse(medicinePackagePriceSchema);
