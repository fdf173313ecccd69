import { z } from 'zod';
import { ENABLED_STATUSES, VAT_CATEGORIES } from './enums.ts';
import { accountingCodeField } from './establishments.ts';
import { optionalEnum, optionalId, optionalText, requiredEnum, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { itemResponse, listResponse } from './list-query.ts';
import { workgroupListDeclaration } from './lists/workgroups.ts';

export const GROUP_CODE_PATTERN = /^GRP[0-9]{3,9}$/;

const groupCodeField = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
  .trim()
  .toUpperCase()
  .min(1, 'required')
  .regex(GROUP_CODE_PATTERN, 'groupCodeFormat');

const workgroupFields = {
  entitled: requiredText(150),
  groupCode: groupCodeField,
  accountingCode: accountingCodeField,
  icon: optionalText(50),
  logoId: optionalId,
  bannerId: optionalId,
  personalisedMention: optionalText(500),
  serviceVatCategory: optionalEnum(VAT_CATEGORIES),
  /** Optional: without one, no invoice can be made in the group's name. */
  legalStructureId: optionalId,
  mainBillingAccountId: optionalId,
  status: requiredEnum(ENABLED_STATUSES),
};

export const workgroupCreateSchema = z
  .object({ ...workgroupFields, status: workgroupFields.status.default('ENABLED') })
  .strict()
  .meta({ id: 'VeterinaryGroupCreate' });
export type WorkgroupCreate = z.output<typeof workgroupCreateSchema>;
export type WorkgroupCreateInput = z.input<typeof workgroupCreateSchema>;

/** NOTE: no defaults here: a PATCH without `status` keeps the stored one. */
export const workgroupUpdateSchema = z
  .object(workgroupFields)
  .partial()
  .strict()
  .meta({ id: 'VeterinaryGroupUpdate' });
export type WorkgroupUpdate = z.output<typeof workgroupUpdateSchema>;

export const workgroupSchema = z
  .object({
    id: z.number().int(),
    entitled: z.string(),
    groupCode: z.string(),
    accountingCode: z.string().nullable(),
    icon: z.string().nullable(),
    logoId: z.number().int().nullable(),
    bannerId: z.number().int().nullable(),
    personalisedMention: z.string().nullable(),
    serviceVatCategory: z.string().nullable(),
    legalStructureId: z.number().int().nullable(),
    legalStructure: z.object({ id: z.number().int(), socialReason: z.string() }).nullable(),
    mainBillingAccountId: z.number().int().nullable(),
    status: z.enum(ENABLED_STATUSES),
    canBeInvoiced: z.boolean().describe('False without a legal structure: no invoice in the group’s name'),
    activeMemberCount: z.number().int(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'VeterinaryGroup' });
export type Workgroup = z.infer<typeof workgroupSchema>;

export const workgroupList = defineList(workgroupListDeclaration);
export type WorkgroupListQuery = z.output<typeof workgroupList.querySchema>;

export const workgroupListResponseSchema = listResponse(workgroupSchema);
export const workgroupResponseSchema = itemResponse(workgroupSchema);
