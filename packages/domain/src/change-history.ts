import { z } from 'zod';
import { CHANGE_KINDS, HISTORY_RESOURCES } from './history-resources.ts';
import { defineList } from './list-definition.ts';
import { dateTimeFilter, listResponse } from './list-query.ts';
import { changeHistoryListDeclaration } from './lists/change-history.ts';

export {
  CHANGE_KINDS,
  type ChangeKind,
  HISTORY_RESOURCES,
  type HistoryResource,
} from './history-resources.ts';

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

export const changeHistoryList = defineList(changeHistoryListDeclaration);

/**
 * The list's query (lists/change-history.ts) and `fromDate` / `toDate`, the names the history had before
 * its declaration: they bound the same date as `fromCreatedDate` / `toCreatedDate` (when the change was
 * made), and the web's history panel sends them.
 */
export const changeHistoryQuerySchema = (changeHistoryList.querySchema as unknown as z.ZodObject).extend({
  fromDate: dateTimeFilter.describe('Made at or after (YYYY-MM-DDTHH:mm:ssZ); the same as fromCreatedDate'),
  toDate: dateTimeFilter.describe('Made at or before; the same as toCreatedDate'),
}) as unknown as z.ZodType<
  z.output<typeof changeHistoryList.querySchema> & {
    fromDate?: string | undefined;
    toDate?: string | undefined;
  }
>;
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
