import { z } from 'zod';
import { addressInputSchema, addressSchema } from './addresses.ts';
import { ESTABLISHMENT_TYPES, VAT_CATEGORIES } from './enums.ts';
import { optionalEnum, optionalId, optionalText, requiredEnum, requiredText } from './fields.ts';
import { defineList } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';
import { establishmentListDeclaration } from './lists/establishments.ts';
import { isValidAccountingCode } from './validators/accounting-code.ts';
import { privilegedCodeError } from './validators/privileged-code.ts';

export const privilegedCodeField = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType'),
  })
  .trim()
  .toUpperCase()
  .min(1, 'required')
  .superRefine((code, ctx) => {
    const error = privilegedCodeError(code);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const accountingCodeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value),
  z
    .string({ error: 'invalidType' })
    .refine(isValidAccountingCode, 'accountingCodeFormat')
    .nullable()
    .optional(),
);

const tagsField = z
  .array(requiredText(40), { error: 'invalidType' })
  .max(20, 'tooLong')
  .transform((tags) => [...new Set(tags)])
  .optional();

const establishmentFields = {
  name: requiredText(120),
  customName: optionalText(120),
  personalisedMention: optionalText(500),
  privilegedCode: privilegedCodeField,
  accountingCode: accountingCodeField,
  type: requiredEnum(ESTABLISHMENT_TYPES),
  shortDescription: optionalText(500),
  tags: tagsField,
  legalStructureId: optionalId,
  serviceVatCategory: optionalEnum(VAT_CATEGORIES),
};

export const establishmentCreateSchema = z
  .object({ ...establishmentFields, mainAddress: addressInputSchema.optional() })
  .strict()
  .meta({ id: 'EstablishmentCreate' });
export type EstablishmentCreate = z.output<typeof establishmentCreateSchema>;
export type EstablishmentCreateInput = z.input<typeof establishmentCreateSchema>;

export const establishmentUpdateSchema = z
  .object({
    ...establishmentFields,
    mainAddress: addressInputSchema.optional(),
    /** Another of the establishment's addresses becomes its main one ("make main"). */
    mainAddressId: z
      .number({ error: 'invalidType' })
      .int('invalidInteger')
      .positive('tooSmall')
      .max(2_147_483_647, 'tooBig'),
    mainBillingAccountId: optionalId,
  })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    // The main address is either edited or replaced by another one, not both at once.
    if (value.mainAddress !== undefined && value.mainAddressId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['mainAddressId'], message: 'invalidType' });
  })
  .meta({ id: 'EstablishmentUpdate' });
export type EstablishmentUpdate = z.output<typeof establishmentUpdateSchema>;

export const establishmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    customName: z.string().nullable(),
    personalisedMention: z.string().nullable(),
    privilegedCode: z.string(),
    accountingCode: z.string().nullable(),
    type: z.enum(ESTABLISHMENT_TYPES),
    shortDescription: z.string().nullable(),
    tags: z.array(z.string()),
    legalStructureId: z.number().int().nullable(),
    legalStructure: z.object({ id: z.number().int(), socialReason: z.string() }).nullable(),
    mainAddressId: z.number().int().nullable(),
    mainAddress: addressSchema.nullable(),
    mainBillingAccountId: z.number().int().nullable(),
    serviceVatCategory: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'Establishment' });
export type Establishment = z.infer<typeof establishmentSchema>;

export const establishmentList = defineList(establishmentListDeclaration);
export const establishmentListQuerySchema = establishmentList.querySchema;
export type EstablishmentListQuery = z.output<typeof establishmentListQuerySchema>;

export const establishmentSearchBodySchema = z
  .object({ term: z.string().trim().max(100, 'tooLong').optional() })
  .strict()
  .meta({ id: 'EstablishmentSearch' });

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The list's filters and sorts (every row, no page) and the file format. */
export const establishmentExportQuerySchema = (
  establishmentList.filterSchema as unknown as z.ZodObject
).extend({
  format: z.enum(EXPORT_FORMATS, { error: 'invalidChoice' }).default('csv'),
}) as unknown as z.ZodType<Omit<EstablishmentListQuery, 'page' | 'limit'> & { format: ExportFormat }>;

export const establishmentListResponseSchema = listResponse(establishmentSchema);
export const establishmentResponseSchema = itemResponse(establishmentSchema);
export { integerId };
