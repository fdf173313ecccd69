import { z } from 'zod';
import { ENABLED_STATUSES, PURCHASING_CENTRALS } from './enums.ts';
import { optionalDate, requiredEnum } from './fields.ts';
import { defineList, enumFilter, idFilter } from './list-definition.ts';
import { integerId, itemResponse, listResponse } from './list-query.ts';

// A customer code at a purchasing central: letters, digits, hyphens, dots, slashes; kept as typed, upper-cased.
const CODE_PATTERN = /^[A-Z0-9][A-Z0-9./-]*$/;
const upperCode = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

const requiredCode = z.preprocess(
  upperCode,
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidType'),
    })
    .min(1, 'required')
    .max(20, 'centralCodeFormat')
    .regex(CODE_PATTERN, 'centralCodeFormat'),
);
const optionalCode = z.preprocess((value) => {
  const code = upperCode(value);
  return code === '' ? null : code;
}, z
  .string({ error: 'invalidType' })
  .max(20, 'centralCodeFormat')
  .regex(CODE_PATTERN, 'centralCodeFormat')
  .nullable()
  .optional());

const centralAccountFields = {
  central: requiredEnum(PURCHASING_CENTRALS),
  clientCode: requiredCode,
  centralPurchasingCode: optionalCode,
  centralPurchasingId: optionalCode,
  startDate: optionalDate,
  status: requiredEnum(ENABLED_STATUSES),
};

/** An establishment's customer account at a purchasing central (one per central). */
export const centralAccountCreateSchema = z
  .object({
    veterinaryEstablishmentId: integerId,
    ...centralAccountFields,
    status: centralAccountFields.status.default('ENABLED'),
  })
  .strict()
  .meta({ id: 'CentralAccountCreate' });
export type CentralAccountCreate = z.output<typeof centralAccountCreateSchema>;
export type CentralAccountCreateInput = z.input<typeof centralAccountCreateSchema>;

/** The establishment of an account never changes; the other fields do (a PATCH keeps what it does not send). */
export const centralAccountUpdateSchema = z
  .object(centralAccountFields)
  .partial()
  .strict()
  .meta({ id: 'CentralAccountUpdate' });
export type CentralAccountUpdate = z.output<typeof centralAccountUpdateSchema>;

export const centralAccountSchema = z
  .object({
    id: z.number().int(),
    veterinaryEstablishmentId: z.number().int(),
    central: z.enum(PURCHASING_CENTRALS),
    clientCode: z.string(),
    centralPurchasingCode: z.string().nullable(),
    centralPurchasingId: z.string().nullable(),
    startDate: z.string().nullable(),
    status: z.enum(ENABLED_STATUSES),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'CentralAccount' });
export type CentralAccount = z.infer<typeof centralAccountSchema>;

export const centralAccountList = defineList({
  filters: {
    id: idFilter('Central accounts with these ids'),
    veterinaryEstablishmentId: idFilter('The central accounts of these establishments'),
    central: enumFilter(PURCHASING_CENTRALS, 'ALCYON, CENTRAVET or COVETO'),
    status: enumFilter(ENABLED_STATUSES, 'ENABLED or DISABLED'),
  },
  sorts: ['central', 'clientCode', 'startDate'],
  defaultSort: [{ field: 'central', direction: 'asc' }],
});
export type CentralAccountListQuery = z.output<typeof centralAccountList.querySchema>;

export const centralAccountListResponseSchema = listResponse(centralAccountSchema);
export const centralAccountResponseSchema = itemResponse(centralAccountSchema);
