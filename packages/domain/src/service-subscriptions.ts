// Establishments' subscriptions to service options, their periods and the periods' discounts (spec
// §3.7, §3.8, §4). Periods are derived by service-periods.ts; prices are integer cents without VAT.
import { z } from 'zod';
import { optionalText, requiredDate, requiredEnum } from './fields.ts';
import { defineList } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';
import {
  serviceDiscountListDeclaration,
  servicePeriodListDeclaration,
  subscriptionListDeclaration,
} from './lists/service-subscriptions.ts';
import { centsField } from './money/cents.ts';
import { CONTRACT_TYPES, DISCOUNT_KINDS, SUBSCRIPTION_TYPES } from './service-periods.ts';
import { SERVICE_CODES } from './services/catalogue.ts';
import { subscriptionParametersSchema } from './services/subscription-parameters.ts';

const optionalDay = z.preprocess(
  (value) => (value === '' ? null : value),
  z.iso.date({ error: 'invalidDate' }).nullable().optional(),
);

export const subscriptionCreateSchema = z
  .object({
    veterinaryEstablishmentId: integerId,
    veterinaryServiceOptionId: integerId,
    startDate: requiredDate,
    /** The contract's last day; none: one contract year (to 31 December, or to the day before the anniversary). */
    endDate: optionalDay,
    parameters: subscriptionParametersSchema,
    invoiceLabel: optionalText(255),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
  })
  .meta({ id: 'ServiceSubscriptionCreate' });
export type SubscriptionCreate = z.output<typeof subscriptionCreateSchema>;
export type SubscriptionCreateInput = z.input<typeof subscriptionCreateSchema>;

/**
 * PATCH: the invoice label, the parameters (a new yearly price reprices the periods after the last
 * invoiced one), or a stop: `stopDate` is the first day without service (spec §4, "cancel").
 */
export const subscriptionUpdateSchema = z
  .object({
    invoiceLabel: optionalText(255),
    parameters: subscriptionParametersSchema,
    stopDate: requiredDate,
  })
  .partial()
  .strict()
  .meta({ id: 'ServiceSubscriptionUpdate' });
export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;

/** PUT: the periods strictly between two days get a new price and/or invoicing flag (spec §4). */
export const subscriptionRangeEditSchema = z
  .object({
    fromDate: requiredDate,
    toDate: requiredDate,
    priceWithoutVat: centsField.optional(),
    shouldGenerateInvoice: z.boolean({ error: 'invalidType' }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.toDate <= value.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'endBeforeStart' });
    if (value.priceWithoutVat === undefined && value.shouldGenerateInvoice === undefined)
      ctx.addIssue({ code: 'custom', path: ['priceWithoutVat'], message: 'required' });
  })
  .meta({ id: 'ServiceSubscriptionRangeEdit' });
export type SubscriptionRangeEdit = z.output<typeof subscriptionRangeEditSchema>;

/** PUT …/reduction: from `fromDate` on, the subscription costs `annualPriceWithoutVat` a year (less than now). */
export const subscriptionReductionSchema = z
  .object({ fromDate: requiredDate, annualPriceWithoutVat: centsField })
  .strict()
  .meta({ id: 'ServiceSubscriptionReduction' });
export type SubscriptionReduction = z.output<typeof subscriptionReductionSchema>;

export const servicePeriodSchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentServiceSubscriptionId: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    veterinaryServiceOptionCode: z.string(),
    startDate: z.string(),
    endDate: z.string().describe('The last day served, included'),
    priceWithoutVat: z.number().int().describe('Cents, before discounts'),
    discountWithoutVat: z.number().int().describe('The sum of the period’s discounts, in cents'),
    shouldGenerateInvoice: z.boolean(),
    invoiced: z.boolean().describe('An invoice carries the period: it never changes'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'ServicePeriod' });
export type ServicePeriodRecord = z.infer<typeof servicePeriodSchema>;

/** The parameters as answered: the stored values of the code's variant (SubscriptionParameters). */
const subscriptionParametersOutputSchema = z
  .object({
    serviceCode: z.enum(SERVICE_CODES),
    contractType: z.enum(CONTRACT_TYPES),
    subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  })
  .catchall(z.unknown())
  .describe('The parameters of the service code (SubscriptionParameters), as stored')
  .meta({ id: 'SubscriptionParametersValues' });

export const subscriptionSchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    veterinaryServiceOptionId: z.number().int(),
    veterinaryServiceOptionEntitled: z.string(),
    veterinaryServiceId: z.number().int(),
    serviceCode: z.string(),
    serviceEntitled: z.string(),
    creditorId: z.number().int(),
    startDate: z.string(),
    endDate: z.string().describe('The last day served, included'),
    parameters: subscriptionParametersOutputSchema,
    annualPriceWithoutVat: z.number().int().describe('Cents a year, after any reduction'),
    invoiceLabel: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'ServiceSubscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionWithPeriodsSchema = subscriptionSchema
  .extend({ periods: z.array(servicePeriodSchema) })
  .meta({ id: 'ServiceSubscriptionWithPeriods' });
export type SubscriptionWithPeriods = z.infer<typeof subscriptionWithPeriodsSchema>;

export const subscriptionList = defineList(subscriptionListDeclaration);
export type SubscriptionListQuery = z.output<typeof subscriptionList.querySchema>;
export const servicePeriodList = defineList(servicePeriodListDeclaration);
export type ServicePeriodListQuery = z.output<typeof servicePeriodList.querySchema>;

export const subscriptionListResponseSchema = listResponse(subscriptionSchema);
export const subscriptionResponseSchema = itemResponse(subscriptionWithPeriodsSchema);
export const servicePeriodListResponseSchema = listResponse(servicePeriodSchema);

// ---- discounts on a period ----

const discountFields = {
  kind: requiredEnum(DISCOUNT_KINDS),
  /** PERCENTAGE: hundredths of a percent (1050 = 10,5 %, at most 10000); AMOUNT: cents. */
  value: centsField,
  label: optionalText(150),
};

export const serviceDiscountCreateSchema = z
  .object({ veterinaryEstablishmentServicePeriodId: integerId, ...discountFields })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind === 'PERCENTAGE' && value.value > 10_000)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'discountTooLarge' });
  })
  .meta({ id: 'ServiceDiscountCreate' });
export type ServiceDiscountCreate = z.output<typeof serviceDiscountCreateSchema>;

export const serviceDiscountUpdateSchema = z
  .object(discountFields)
  .partial()
  .strict()
  .meta({ id: 'ServiceDiscountUpdate' });
export type ServiceDiscountUpdate = z.output<typeof serviceDiscountUpdateSchema>;

export const serviceDiscountSchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentServicePeriodId: z.number().int(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int(),
    amountWithoutVat: z.number().int().describe('What the discount takes off the period, in cents'),
    label: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'ServiceDiscount' });
export type ServiceDiscount = z.infer<typeof serviceDiscountSchema>;

export const serviceDiscountList = defineList(serviceDiscountListDeclaration);
export type ServiceDiscountListQuery = z.output<typeof serviceDiscountList.querySchema>;
export const serviceDiscountListResponseSchema = listResponse(serviceDiscountSchema);
export const serviceDiscountResponseSchema = itemResponse(serviceDiscountSchema);
