// The catalogue (spec §3.7): services, sold on behalf of a creditor, and their options, which
// establishments subscribe to. Prices are integer cents without VAT; VAT is the service's category.
import { z } from 'zod';
import { ENABLED_STATUSES, VAT_CATEGORIES } from './enums.ts';
import { requiredEnum, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { arrayFilter, integerId, itemResponse, listResponse } from './list-query.ts';
import {
  veterinaryServiceListDeclaration,
  veterinaryServiceOptionListDeclaration,
} from './lists/service-catalogue.ts';
import { centsField } from './money/cents.ts';

export const veterinaryServiceOptionSchema = z
  .object({
    id: z.number().int(),
    veterinaryServiceId: z.number().int(),
    /** The service's code, which decides the subscription's parameters (§3.8). */
    serviceCode: z.string(),
    code: z.string(),
    entitled: z.string(),
    status: z.enum(ENABLED_STATUSES).describe('A DISABLED option takes no new subscription'),
    unitPriceWithoutVat: z.number().int().describe('The price of a year of service, in cents, without VAT'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'VeterinaryServiceOption' });
export type VeterinaryServiceOption = z.infer<typeof veterinaryServiceOptionSchema>;

export const veterinaryServiceSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    entitled: z.string(),
    creditor: z.object({ id: z.number().int(), name: z.string() }),
    accountingCode: z.string(),
    vatCategory: z.enum(VAT_CATEGORIES),
    options: z.array(veterinaryServiceOptionSchema),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'VeterinaryService' });
export type VeterinaryService = z.infer<typeof veterinaryServiceSchema>;

/** What staff change on an option: its label, whether it takes new subscriptions, and its price. */
export const veterinaryServiceOptionUpdateSchema = z
  .object({
    entitled: requiredText(150),
    status: requiredEnum(ENABLED_STATUSES),
    unitPriceWithoutVat: centsField,
  })
  .partial()
  .strict()
  .meta({ id: 'VeterinaryServiceOptionUpdate' });
export type VeterinaryServiceOptionUpdate = z.output<typeof veterinaryServiceOptionUpdateSchema>;

export const veterinaryServiceList = defineList(veterinaryServiceListDeclaration);
export type VeterinaryServiceListQuery = z.output<typeof veterinaryServiceList.querySchema>;
export const veterinaryServiceOptionList = defineList(veterinaryServiceOptionListDeclaration);
export type VeterinaryServiceOptionListQuery = z.output<typeof veterinaryServiceOptionList.querySchema>;

export const veterinaryServiceListResponseSchema = listResponse(veterinaryServiceSchema);
export const veterinaryServiceOptionListResponseSchema = listResponse(veterinaryServiceOptionSchema);
export const veterinaryServiceOptionResponseSchema = itemResponse(veterinaryServiceOptionSchema);

/** Where an option's configuration is used: the subscription form (its parameter fields, in order). */
export const OPTION_CONFIG_CONTEXTS = ['SUBSCRIPTION'] as const;

export const serviceOptionConfigQuerySchema = z.object({
  context: z
    .enum(OPTION_CONFIG_CONTEXTS, { error: 'invalidChoice' })
    .optional()
    .describe('Only the configurations of this context'),
  'veterinaryServiceOptionId[]': arrayFilter(integerId).describe('Only the configurations of these options'),
  'code[]': arrayFilter(z.string().trim().min(1, 'required').max(30, 'tooLong').toUpperCase()).describe(
    'Only the configurations of the options with these codes',
  ),
});

export const serviceOptionConfigSchema = z
  .object({
    veterinaryServiceOptionId: z.number().int(),
    serviceCode: z.string(),
    context: z.enum(OPTION_CONFIG_CONTEXTS),
    parameterFields: z
      .array(z.string())
      .describe('The parameters a subscription to the option takes, in the order the form shows them'),
  })
  .meta({ id: 'VeterinaryServiceOptionConfig' });
export type ServiceOptionConfig = z.infer<typeof serviceOptionConfigSchema>;
export const serviceOptionConfigListResponseSchema = z.object({ data: z.array(serviceOptionConfigSchema) });
