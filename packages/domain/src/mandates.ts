import { z } from 'zod';
import { optionalDate } from './fields.ts';
import { defineList, flagFilter, idFilter, prefixFilter, textFilter } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';
import { isValidAccountingCode } from './validators/accounting-code.ts';

/** The accounting code an owner is invoiced under for a creditor: what the link is for, so required. */
const accountingCodeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType'),
    })
    .min(1, 'required')
    .refine(isValidAccountingCode, 'accountingCodeFormat'),
);

/**
 * Unique mandate reference (RUM): at most 35 characters of the SEPA Latin set (letters, digits and
 * / - ? : ( ) . , ' + space), not starting or ending with a space or "/", and without "//" (EPC rules).
 */
export const RUM_PATTERN = /^(?![ /])(?!.*\/\/)[A-Za-z0-9/?:().,'+ -]{1,35}(?<![ /])$/;
export const isValidRum = (value: string) => RUM_PATTERN.test(value);

const rumField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
  z.string({ error: 'invalidType' }).refine(isValidRum, 'rumFormat').optional(),
);

const creditorSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The SEPA creditor identifier (ICS). */
  sepaCreditorIdentifier: z.string(),
});

/** A creditor's kind of mandate: the SEPA core direct-debit mandate of one organisation, with its RUM prefix. */
export const mandateSchema = z
  .object({
    id: z.number().int(),
    prefix: z.string(),
    entitled: z.string(),
    creditor: creditorSummarySchema,
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'Mandate' });
export type Mandate = z.infer<typeof mandateSchema>;

export const mandateList = defineList({
  filters: {
    id: idFilter('Mandates with these ids'),
    prefix: textFilter('Mandates with these RUM prefixes', { upper: true, max: 10 }),
  },
  sorts: ['prefix', 'entitled'],
  defaultSort: [{ field: 'prefix', direction: 'asc' }],
});
export type MandateListQuery = z.output<typeof mandateList.querySchema>;
export const mandateListResponseSchema = listResponse(mandateSchema);
export const mandateResponseSchema = itemResponse(mandateSchema);

/** A billing account must sign this creditor's mandate; without a RUM, one is made from the mandate's prefix. */
export const requiredMandateCreateSchema = z
  .object({ billingAccountId: integerId, mandateId: integerId, rum: rumField })
  .strict()
  .meta({ id: 'RequiredMandateCreate' });
export type RequiredMandateCreate = z.output<typeof requiredMandateCreateSchema>;
export type RequiredMandateCreateInput = z.input<typeof requiredMandateCreateSchema>;

export const requiredMandateSchema = z
  .object({
    id: z.number().int(),
    billingAccountId: z.number().int(),
    mandateId: z.number().int(),
    rum: z.string(),
    isValidated: z.boolean(),
    /** The signed mandate: present once the leader has signed. */
    filledMandate: z.object({ validatedDate: z.string() }).nullable(),
    /** Set when a signed mandate is revoked: it no longer authorises debits, and stays in the history. */
    revokedDate: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'RequiredMandate' });
export type RequiredMandate = z.infer<typeof requiredMandateSchema>;

export const requiredMandateList = defineList({
  filters: {
    id: idFilter('Required mandates with these ids'),
    billingAccountId: idFilter('The required mandates of these billing accounts'),
    mandateId: idFilter('Required mandates of these mandate kinds'),
    rum: textFilter('Required mandates with these RUMs', { upper: true, max: 35 }),
    isValidated: flagFilter('true: signed mandates only; false: those still to sign'),
  },
  sorts: ['rum'],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});
export type RequiredMandateListQuery = z.output<typeof requiredMandateList.querySchema>;
export const requiredMandateListResponseSchema = listResponse(requiredMandateSchema);
export const requiredMandateResponseSchema = itemResponse(requiredMandateSchema);

/**
 * A client account: the accounting code an establishment or a group is invoiced under for one creditor's
 * mandate. `endDate` ends it (its last day, included; today, a past or a future day) and `null` opens it
 * again: the row stays, since the journals and the FEC already exported name its code.
 */
export const ownerMandateUpdateSchema = z
  .object({
    accountingCode: accountingCodeField,
    endDate: optionalDate.describe(
      "The client account's last day (included); null opens it again. An ended account is not required for a transfer",
    ),
  })
  .partial()
  .strict()
  .meta({ id: 'OwnerMandateUpdate' });
export type OwnerMandateUpdate = z.output<typeof ownerMandateUpdateSchema>;

export const establishmentMandateCreateSchema = z
  .object({ veterinaryEstablishmentId: integerId, mandateId: integerId, accountingCode: accountingCodeField })
  .strict()
  .meta({ id: 'VeterinaryEstablishmentMandateCreate' });
export type EstablishmentMandateCreate = z.output<typeof establishmentMandateCreateSchema>;

export const groupMandateCreateSchema = z
  .object({ veterinaryGroupId: integerId, mandateId: integerId, accountingCode: accountingCodeField })
  .strict()
  .meta({ id: 'VeterinaryGroupMandateCreate' });
export type GroupMandateCreate = z.output<typeof groupMandateCreateSchema>;

const ownerMandateFields = {
  id: z.number().int(),
  mandateId: z.number().int(),
  accountingCode: z.string().nullable(),
  endDate: z.string().nullable().describe("The client account's last day (included); null while it is open"),
  createdDate: z.string(),
  updatedDate: z.string(),
};
export const establishmentMandateSchema = z
  .object({ ...ownerMandateFields, veterinaryEstablishmentId: z.number().int() })
  .meta({ id: 'VeterinaryEstablishmentMandate' });
export type EstablishmentMandate = z.infer<typeof establishmentMandateSchema>;
export const groupMandateSchema = z
  .object({ ...ownerMandateFields, veterinaryGroupId: z.number().int() })
  .meta({ id: 'VeterinaryGroupMandate' });
export type GroupMandate = z.infer<typeof groupMandateSchema>;

export const establishmentMandateList = defineList({
  filters: {
    id: idFilter('Establishment mandates with these ids'),
    veterinaryEstablishmentId: idFilter('The mandates of these establishments'),
    mandateId: idFilter('Of these mandate kinds'),
    accountingCode: prefixFilter('Accounting codes starting with this text', { max: 11 }),
  },
  sorts: ['accountingCode'],
  defaultSort: [{ field: 'createdDate', direction: 'asc' }],
});
export const groupMandateList = defineList({
  filters: {
    id: idFilter('Group mandates with these ids'),
    veterinaryGroupId: idFilter('The mandates of these groups'),
    mandateId: idFilter('Of these mandate kinds'),
    accountingCode: prefixFilter('Accounting codes starting with this text', { max: 11 }),
  },
  sorts: ['accountingCode'],
  defaultSort: [{ field: 'createdDate', direction: 'asc' }],
});
export const establishmentMandateListResponseSchema = listResponse(establishmentMandateSchema);
export const establishmentMandateResponseSchema = itemResponse(establishmentMandateSchema);
export const groupMandateListResponseSchema = listResponse(groupMandateSchema);
export const groupMandateResponseSchema = itemResponse(groupMandateSchema);
