import { z } from 'zod';
import { ENABLED_STATUSES, type StaffRole } from './enums.ts';
import { codeField, compactUpper, optionalText, requiredEnum, requiredText } from './fields.ts';
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

export const ibanField = codeField(
  isValidIban,
  'invalidIban',
  (value) => compactIban(value) || compactUpper(value),
);
export const bicField = z.preprocess(
  (value) => (typeof value === 'string' ? compactUpper(value) || null : value),
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
 * The legal structure of an account never changes: a new account is opened instead. The bank details are
 * accepted here only unchanged (a form sends them back): a change goes through a bank details change.
 * NOTE: no defaults here: a PATCH without `sepa` or `status` keeps the stored values.
 */
export const billingAccountUpdateSchema = z
  .object(billingAccountFields)
  .partial()
  .strict()
  .meta({ id: 'BillingAccountUpdate' });
export type BillingAccountUpdate = z.output<typeof billingAccountUpdateSchema>;

/** The fields only `billing` writers change, through a change a second one confirms (four-eyes). */
export const BANK_DETAILS_FIELDS = ['iban', 'bicSwift', 'identityName'] as const;
export const BANK_DETAILS_CHANGE_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;

/** New bank details asked by a billing writer; a field left out keeps the account's value. */
export const bankDetailsChangeCreateSchema = z
  .object({ iban: ibanField, bicSwift: bicField, identityName: requiredText(150) })
  .partial()
  .strict()
  .meta({ id: 'BankDetailsChangeCreate' });
export type BankDetailsChangeCreate = z.output<typeof bankDetailsChangeCreateSchema>;
export type BankDetailsChangeCreateInput = z.input<typeof bankDetailsChangeCreateSchema>;

const personSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

export const bankDetailsChangeSchema = z
  .object({
    id: z.number().int(),
    billingAccountId: z.number().int(),
    iban: z.string().describe('In full for ADMIN and ACCOUNTANT, masked for the other roles'),
    ibanMasked: z.boolean(),
    bicSwift: z.string().nullable(),
    identityName: z.string().nullable(),
    status: z.enum(BANK_DETAILS_CHANGE_STATUSES),
    requestedBy: personSchema,
    requestedDate: z.string(),
    decidedBy: personSchema.nullable().describe('Who confirmed or cancelled it'),
    decidedDate: z.string().nullable(),
  })
  .meta({ id: 'BankDetailsChange' });
export type BankDetailsChange = z.infer<typeof bankDetailsChangeSchema>;

export const bankDetailsChangeResponseSchema = itemResponse(bankDetailsChangeSchema);
export const bankDetailsChangeListResponseSchema = z.object({ data: z.array(bankDetailsChangeSchema) });

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
    pendingBankDetailsChange: bankDetailsChangeSchema
      .nullable()
      .describe('New bank details waiting for a second billing writer; the account keeps its own until then'),
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
