import { z } from 'zod';
import { arrayFilter, dateTimeFilter, integerId, listResponse, paginationQuery } from './list-query.ts';

export const CHANGE_KINDS = ['CREATE', 'UPDATE', 'DELETE'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The resources whose history is kept, by their API collection name. */
export const HISTORY_RESOURCES = [
  'veterinary_establishments',
  'veterinary_establishment_addresses',
  'veterinary_establishment_activities',
  'veterinary_establishment_opening_hours',
  'veterinary_establishment_central_accounts',
  'legal_structures',
  'billing_accounts',
  'veterinary_groups',
  'veterinary_establishment_members',
  'documents',
  'images',
  'users',
  'veterinary_establishment_users',
  'veterinary_group_users',
  'required_mandates',
  'veterinary_establishment_mandates',
  'veterinary_group_mandates',
  'veterinary_service_options',
  'service_delivery_options',
  'veterinary_establishment_service_subscriptions',
  'veterinary_establishment_service_discounts',
  'veterinary_establishment_service_deliveries',
  'veterinary_establishment_service_delivery_discounts',
  'contracts',
  'contract_documents',
  'creditors',
  'medicine_package_prices',
  'legacy_establishment_credit_notes',
  'billing_documents',
  'sepa_files',
] as const;
export type HistoryResource = (typeof HISTORY_RESOURCES)[number];

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between two versions of a record (absent means null).
 * `ignore` lists bookkeeping fields (updatedDate...) that change on every write.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = ['createdDate', 'updatedDate'],
): FieldChanges {
  const changes: FieldChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (ignore.includes(field)) continue;
    const [was, is] = [before?.[field] ?? null, after?.[field] ?? null];
    if (!same(was, is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

export const changeHistoryQuerySchema = z.object({
  ...paginationQuery,
  'resource[]': arrayFilter(z.enum(HISTORY_RESOURCES, { error: 'invalidChoice' })),
  'resourceId[]': arrayFilter(integerId),
  'userId[]': arrayFilter(integerId),
  'kind[]': arrayFilter(z.enum(CHANGE_KINDS, { error: 'invalidChoice' })),
  fromDate: dateTimeFilter,
  toDate: dateTimeFilter,
});
export type ChangeHistoryQuery = z.output<typeof changeHistoryQuerySchema>;

export const changeSchema = z
  .object({
    id: z.number().int(),
    occurredAt: z.string(),
    user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
    resource: z.enum(HISTORY_RESOURCES),
    resourceId: z.number().int(),
    kind: z.enum(CHANGE_KINDS),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .meta({ id: 'Change' });
export type Change = z.infer<typeof changeSchema>;

export const changeHistoryResponseSchema = listResponse(changeSchema);
