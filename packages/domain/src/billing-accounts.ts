import { z } from 'zod';
import { ENABLED_STATUSES, type StaffRole } from './enums.ts';
import { optionalText, requiredEnum, requiredText } from './fields.ts';
import { defineList, enumFilter, idFilter } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';
import { compactIban, isValidBic, isValidIban } from './validators/iban.ts';

/** Who sees bank details in full (spec: the others see them masked, in the API and on screen). */
export const ROLES_SEEING_FULL_IBAN: readonly StaffRole[] = ['ADMIN', 'ACCOUNTANT'];

/** "FR7630006000011234567890189" → "FR76 **** **** **** **** ***0 189": country, check digits and the last four. */
export function maskIban(iban: string): string {
  const compact = compactIban(iban) || iban.replace(/\s/g, '');
  const masked = `${compact.slice(0, 4)}${'*'.repeat(Math.max(0, compact.length - 8))}${compact.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export const ibanField = z.preprocess(
  (value) =>
    typeof value === 'string' ? compactIban(value) || value.replace(/\s/g, '').toUpperCase() : value,
  z.string({ error: 'invalidType' }).refine(isValidIban, 'invalidIban'),
);
export const bicField = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase() || null : value),
  z.string({ error: 'invalidType' }).refine(isValidBic, 'invalidBic').nullable().optional(),
);

const billingAccountFields = {
  entitled: requiredText(150),
  iban: ibanField,
  bicSwift: bicField,
  identityName: requiredText(150),
  signatoryName: optionalText(150),
  sepa: z.boolean({ error: 'invalidType' }),
  status: requiredEnum(ENABLED_STATUSES),
};

export const billingAccountCreateSchema = z
  .object({
    ...billingAccountFields,
    sepa: billingAccountFields.sepa.default(true),
    status: billingAccountFields.status.default('ENABLED'),
    legalStructureId: integerId,
  })
  .strict()
  .meta({ id: 'BillingAccountCreate' });
export type BillingAccountCreate = z.output<typeof billingAccountCreateSchema>;
export type BillingAccountCreateInput = z.input<typeof billingAccountCreateSchema>;

/**
 * The legal structure of an account never changes: a new account is opened instead.
 * NOTE: no defaults here: a PATCH without `sepa` or `status` keeps the stored values.
 */
export const billingAccountUpdateSchema = z
  .object(billingAccountFields)
  .partial()
  .strict()
  .meta({ id: 'BillingAccountUpdate' });
export type BillingAccountUpdate = z.output<typeof billingAccountUpdateSchema>;

export const billingAccountSchema = z
  .object({
    id: z.number().int(),
    legalStructureId: z.number().int(),
    entitled: z.string(),
    iban: z.string().nullable().describe('In full for ADMIN and ACCOUNTANT, masked for the other roles'),
    ibanMasked: z.boolean(),
    bicSwift: z.string().nullable(),
    identityName: z.string().nullable(),
    signatoryName: z.string().nullable(),
    sepa: z.boolean(),
    status: z.enum(ENABLED_STATUSES),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'BillingAccount' });
export type BillingAccount = z.infer<typeof billingAccountSchema>;

export const billingAccountList = defineList({
  filters: {
    id: idFilter('Billing accounts with these ids'),
    legalStructureId: idFilter('The billing accounts of these legal structures'),
    status: enumFilter(ENABLED_STATUSES, 'ENABLED or DISABLED'),
  },
  sorts: ['entitled'],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});
export type BillingAccountListQuery = z.output<typeof billingAccountList.querySchema>;

export const billingAccountListResponseSchema = listResponse(billingAccountSchema);
export const billingAccountResponseSchema = itemResponse(billingAccountSchema);
