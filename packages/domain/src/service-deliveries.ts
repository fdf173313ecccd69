// One-off services sold to establishments (spec §3.7, §3.9): delivery options (predefined services that
// prefill a delivery), establishments' deliveries and the deliveries' discounts. Money is integer cents
// without VAT; VAT is a category whose rate is money/vat.ts's. A delivery carried by an invoice keeps its
// amounts (price, quantity, VAT, discounts) and cannot be deleted.
import { z } from 'zod';
import { ENABLED_STATUSES, VAT_CATEGORIES } from './enums.ts';
import { optionalDate, optionalId, optionalText, requiredEnum, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { itemResponse, listResponse, MAX_ID } from './list-query.ts';
import {
  deliveryOptionListDeclaration,
  serviceDeliveryDiscountListDeclaration,
  serviceDeliveryListDeclaration,
} from './lists/service-deliveries.ts';
import { centsField } from './money/cents.ts';
import { scaleCents } from './money/rounding.ts';
import { WHOLE_RATE } from './money/vat.ts';
import { DISCOUNT_KINDS, type DiscountKind } from './service-periods.ts';
import {
  DELIVERY_BILLING_STATUSES,
  DELIVERY_OPTION_TYPES,
  DELIVERY_PAYMENT_STATUSES,
} from './services/catalogue.ts';
import { unknownPlaceholders } from './services/delivery-label.ts';
import { isValidRevenueAccount } from './validators/revenue-account.ts';

// ---- fields ----

/** A code as the catalogue writes them (INST-VP, FORM-VP): capitals, digits, `-`, `_` or `.`; stored upper-case. */
export const DELIVERY_CODE_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;
const codeField = requiredText(30).toUpperCase().regex(DELIVERY_CODE_PATTERN, 'pattern');

/** A revenue account (class 7), e.g. 706500 (validators/revenue-account.ts). */
const revenueAccountField = requiredText(10).refine(isValidRevenueAccount, 'revenueAccountFormat');

/** The invoice line's label template: only the placeholders of delivery-label.ts. */
const invoicePatternField = optionalText(255).refine(
  (pattern) => !pattern || unknownPlaceholders(pattern).length === 0,
  'unknownPlaceholder',
);

export const MAX_DELIVERY_QUANTITY = 100_000;
const quantityField = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidInteger') })
  .int('invalidInteger')
  .min(1, 'tooSmall')
  .max(MAX_DELIVERY_QUANTITY, 'tooBig');

const flag = z.boolean({ error: 'invalidType' });

/** A reference in a JSON body: a number (a missing one is "required", not "an integer is expected"). */
const requiredId = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidInteger') })
  .int('invalidInteger')
  .positive('tooSmall')
  .max(MAX_ID, 'tooBig');

// ---- delivery options ----

const deliveryOptionFields = {
  code: codeField,
  entitled: requiredText(150),
  description: optionalText(2000),
  type: requiredEnum(DELIVERY_OPTION_TYPES),
  unitPriceWithoutVat: centsField,
  vatCategory: requiredEnum(VAT_CATEGORIES),
  accountingCode: revenueAccountField,
  veterinaryServiceId: requiredId,
  invoiceLineEntitledPattern: invoicePatternField,
  /** DISABLED: kept on the deliveries made from it, refused for a new one (DELIVERY_OPTION_DISABLED). */
  status: requiredEnum(ENABLED_STATUSES),
};

export const deliveryOptionCreateSchema = z
  .object({
    ...deliveryOptionFields,
    vatCategory: deliveryOptionFields.vatCategory.default('STANDARD'),
    status: deliveryOptionFields.status.default('ENABLED'),
  })
  .strict()
  .meta({ id: 'ServiceDeliveryOptionCreate' });
export type DeliveryOptionCreate = z.output<typeof deliveryOptionCreateSchema>;
export type DeliveryOptionCreateInput = z.input<typeof deliveryOptionCreateSchema>;

/** NOTE: no defaults: a PATCH without `vatCategory` keeps the stored one. */
export const deliveryOptionUpdateSchema = z
  .object(deliveryOptionFields)
  .partial()
  .strict()
  .meta({ id: 'ServiceDeliveryOptionUpdate' });
export type DeliveryOptionUpdate = z.output<typeof deliveryOptionUpdateSchema>;

export const deliveryOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    entitled: z.string(),
    description: z.string().nullable(),
    type: z.enum(DELIVERY_OPTION_TYPES),
    unitPriceWithoutVat: z.number().int().describe('Cents, without VAT'),
    unitPriceWithVat: z.number().int().describe('Cents, with the VAT of the category (rounded half-up)'),
    vatCategory: z.enum(VAT_CATEGORIES),
    accountingCode: z.string().describe('The revenue account (class 7) sales are booked to'),
    veterinaryServiceId: z.number().int(),
    veterinaryServiceEntitled: z.string(),
    invoiceLineEntitledPattern: z
      .string()
      .nullable()
      .describe(
        'The invoice line label: {entitled}, {code}, {quantity}, {completionDate}, {month}, {establishmentName}, {privilegedCode}; none: {entitled}',
      ),
    status: z
      .enum(ENABLED_STATUSES)
      .describe('DISABLED: stays on the deliveries made from it, cannot be chosen for a new delivery'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'ServiceDeliveryOption' });
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryOptionList = defineList(deliveryOptionListDeclaration);
export type DeliveryOptionListQuery = z.output<typeof deliveryOptionList.querySchema>;
export const deliveryOptionListResponseSchema = listResponse(deliveryOptionSchema);
export const deliveryOptionResponseSchema = itemResponse(deliveryOptionSchema);

// ---- deliveries ----

/** The fields a delivery option prefills when the body does not give them (on creation only). */
export const PREFILLED_FROM_OPTION = [
  'code',
  'entitled',
  'longDescription',
  'type',
  'unitPriceWithoutVat',
  'vatCategory',
  'accountingCode',
  'veterinaryServiceId',
] as const;

/** Required on creation unless a delivery option gives them. */
const REQUIRED_WITHOUT_OPTION = [
  'code',
  'entitled',
  'type',
  'unitPriceWithoutVat',
  'accountingCode',
  'veterinaryServiceId',
] as const;

const deliveryFields = {
  serviceDeliveryOptionId: optionalId,
  veterinaryServiceId: requiredId,
  code: codeField,
  entitled: requiredText(255),
  longDescription: optionalText(5000),
  type: requiredEnum(DELIVERY_OPTION_TYPES),
  quantity: quantityField,
  unitPriceWithoutVat: centsField,
  vatCategory: requiredEnum(VAT_CATEGORIES),
  accountingCode: revenueAccountField,
  completionDate: optionalDate,
  invoiceDate: optionalDate,
  internalCommentary: optionalText(5000),
  paymentStatus: requiredEnum(DELIVERY_PAYMENT_STATUSES),
  billingStatus: requiredEnum(DELIVERY_BILLING_STATUSES),
  shouldGenerateInvoice: flag,
};

/**
 * Creation: with `serviceDeliveryOptionId`, the option prefills every field of PREFILLED_FROM_OPTION the
 * body does not give; without one, the fields of REQUIRED_WITHOUT_OPTION are required.
 */
export const serviceDeliveryCreateSchema = z
  .object({
    veterinaryEstablishmentId: requiredId,
    ...deliveryFields,
    veterinaryServiceId: deliveryFields.veterinaryServiceId.optional(),
    code: deliveryFields.code.optional(),
    entitled: deliveryFields.entitled.optional(),
    type: deliveryFields.type.optional(),
    unitPriceWithoutVat: deliveryFields.unitPriceWithoutVat.optional(),
    vatCategory: deliveryFields.vatCategory.optional(),
    accountingCode: deliveryFields.accountingCode.optional(),
    quantity: deliveryFields.quantity.default(1),
    paymentStatus: deliveryFields.paymentStatus.default('UNPAID'),
    billingStatus: deliveryFields.billingStatus.default('NOT_BILLED'),
    shouldGenerateInvoice: flag.default(true),
  })
  .strict()
  .superRefine(
    (value, ctx) => {
      if (value.serviceDeliveryOptionId) return;
      for (const field of REQUIRED_WITHOUT_OPTION) {
        if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
      }
    },
    // Also beside other fields' mistakes, so that every missing field shows at once (on an object only).
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  )
  .meta({ id: 'VeterinaryEstablishmentServiceDeliveryCreate' });
export type ServiceDeliveryCreate = z.output<typeof serviceDeliveryCreateSchema>;
export type ServiceDeliveryCreateInput = z.input<typeof serviceDeliveryCreateSchema>;

/**
 * A delivery stays with its establishment. Changing `serviceDeliveryOptionId` prefills nothing (the form
 * does): it only links the delivery to the option whose pattern labels its invoice line.
 */
export const serviceDeliveryUpdateSchema = z
  .object(deliveryFields)
  .partial()
  .strict()
  .meta({ id: 'VeterinaryEstablishmentServiceDeliveryUpdate' });
export type ServiceDeliveryUpdate = z.output<typeof serviceDeliveryUpdateSchema>;

/** What an invoice fixes: once a delivery is invoiced, these fields (and its discounts) no longer change. */
export const INVOICED_DELIVERY_LOCKED_FIELDS = ['unitPriceWithoutVat', 'quantity', 'vatCategory'] as const;

export const serviceDeliverySchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    veterinaryEstablishmentName: z.string(),
    veterinaryServiceId: z.number().int(),
    veterinaryServiceEntitled: z.string(),
    serviceDeliveryOptionId: z.number().int().nullable(),
    code: z.string(),
    entitled: z.string(),
    longDescription: z.string().nullable(),
    type: z.enum(DELIVERY_OPTION_TYPES),
    quantity: z.number().int(),
    unitPriceWithoutVat: z.number().int().describe('Cents, without VAT'),
    unitPriceWithVat: z.number().int().describe('Cents, with the VAT of the category (rounded half-up)'),
    vatCategory: z.enum(VAT_CATEGORIES),
    vatRate: z.number().int().describe('Hundredths of a percent (2000 = 20 %)'),
    discountPriceWithoutVat: z.number().int().describe('The sum of the delivery’s discounts, in cents'),
    amountWithoutVat: z.number().int().describe('Unit price × quantity less the discounts, in cents'),
    vatAmount: z.number().int().describe('VAT on amountWithoutVat, computed once on the line'),
    amountWithVat: z.number().int(),
    accountingCode: z.string(),
    completionDate: z.string().nullable(),
    invoiceDate: z.string().nullable(),
    internalCommentary: z.string().nullable(),
    paymentStatus: z.enum(DELIVERY_PAYMENT_STATUSES).describe('PARTIAL_PAID: paid in instalments'),
    billingStatus: z.enum(DELIVERY_BILLING_STATUSES),
    shouldGenerateInvoice: z.boolean(),
    invoiced: z
      .boolean()
      .describe('An invoice carries the delivery: it cannot be deleted and its amounts never change'),
    invoiceLineEntitled: z.string().describe('The invoice line label, from the option’s pattern'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'VeterinaryEstablishmentServiceDelivery' });
export type ServiceDelivery = z.infer<typeof serviceDeliverySchema>;

export const serviceDeliveryList = defineList(serviceDeliveryListDeclaration);
export type ServiceDeliveryListQuery = z.output<typeof serviceDeliveryList.querySchema>;
export const serviceDeliveryListResponseSchema = listResponse(serviceDeliverySchema);
export const serviceDeliveryResponseSchema = itemResponse(serviceDeliverySchema);

// ---- discounts on a delivery ----

/** A percentage is written in hundredths of a percent: 10000 is the whole amount. */
export const MAX_DISCOUNT_PERCENTAGE = 10_000;

const discountFields = {
  kind: requiredEnum(DISCOUNT_KINDS),
  /** PERCENTAGE: hundredths of a percent (1050 = 10,5 %, at most 10000); AMOUNT: cents. */
  value: centsField,
  label: optionalText(150),
};

/** A percentage above 100 % is refused on `value`; the server runs it again on the merged record of a PATCH. */
export function checkDeliveryDiscount(
  discount: { kind: DiscountKind; value: number },
  ctx: z.RefinementCtx,
): void {
  if (discount.kind === 'PERCENTAGE' && discount.value > MAX_DISCOUNT_PERCENTAGE)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'discountTooLarge' });
}

export const serviceDeliveryDiscountCreateSchema = z
  .object({ serviceDeliveryId: requiredId, ...discountFields })
  .strict()
  .superRefine(checkDeliveryDiscount)
  .meta({ id: 'VeterinaryEstablishmentServiceDeliveryDiscountCreate' });
export type ServiceDeliveryDiscountCreate = z.output<typeof serviceDeliveryDiscountCreateSchema>;
export type ServiceDeliveryDiscountCreateInput = z.input<typeof serviceDeliveryDiscountCreateSchema>;

/** A discount stays on its delivery. */
export const serviceDeliveryDiscountUpdateSchema = z
  .object(discountFields)
  .partial()
  .strict()
  .meta({ id: 'VeterinaryEstablishmentServiceDeliveryDiscountUpdate' });
export type ServiceDeliveryDiscountUpdate = z.output<typeof serviceDeliveryDiscountUpdateSchema>;

/** The merged record of a discount PATCH, checked again as a whole. */
export const serviceDeliveryDiscountCheckSchema = z.object(discountFields).superRefine(checkDeliveryDiscount);

export const serviceDeliveryDiscountSchema = z
  .object({
    id: z.number().int(),
    serviceDeliveryId: z.number().int(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int().describe('PERCENTAGE: hundredths of a percent; AMOUNT: cents'),
    amountWithoutVat: z.number().int().describe('What the discount takes off the delivery, in cents'),
    label: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'VeterinaryEstablishmentServiceDeliveryDiscount' });
export type ServiceDeliveryDiscount = z.infer<typeof serviceDeliveryDiscountSchema>;

export const serviceDeliveryDiscountList = defineList(serviceDeliveryDiscountListDeclaration);
export type ServiceDeliveryDiscountListQuery = z.output<typeof serviceDeliveryDiscountList.querySchema>;
export const serviceDeliveryDiscountListResponseSchema = listResponse(serviceDeliveryDiscountSchema);
export const serviceDeliveryDiscountResponseSchema = itemResponse(serviceDeliveryDiscountSchema);

// ---- amounts ----

/**
 * What a discount takes off a delivery's line total (unit price × quantity), in cents: an amount as is,
 * a percentage of the line total (never of what other discounts left) rounded half-up to the cent.
 */
export function deliveryDiscountAmount(lineTotalCents: number, kind: DiscountKind, value: number): number {
  return kind === 'AMOUNT' ? value : scaleCents(lineTotalCents, value, WHOLE_RATE);
}
