import { z } from 'zod';

import { SORT_DIRECTIONS } from './list-declaration.ts';

export { SORT_DIRECTIONS, type SortDirection } from './list-declaration.ts';

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 500;

const toArray = (value: unknown) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** `id[]=1&id[]=2` (or a single `id[]=1`) → [1, 2]. */
export const arrayFilter = <T extends z.ZodType>(item: T) => z.preprocess(toArray, z.array(item).optional());

/** Ids are PostgreSQL `integer` identities: a larger number is refused here, not by the database (500). */
export const MAX_ID = 2_147_483_647;

export const integerId = z.coerce
  .number({ message: 'invalidInteger' })
  .int('invalidInteger')
  .positive('tooSmall')
  .max(MAX_ID, 'tooBig');

export const dateTimeFilter = z.iso.datetime({ message: 'invalidDate', offset: true }).optional();

export const sortParam = z.enum(SORT_DIRECTIONS, { message: 'invalidChoice' }).optional();

export const paginationQuery = {
  page: z.coerce.number({ message: 'invalidInteger' }).int('invalidInteger').min(1, 'tooSmall').default(1),
  limit: z.coerce
    .number({ message: 'invalidInteger' })
    .int('invalidInteger')
    .min(1, 'tooSmall')
    .max(MAX_PAGE_LIMIT, 'tooBig')
    .default(DEFAULT_PAGE_LIMIT),
};

export const timestampFilters = {
  fromCreatedDate: dateTimeFilter,
  toCreatedDate: dateTimeFilter,
  fromUpdatedDate: dateTimeFilter,
  toUpdatedDate: dateTimeFilter,
  sortCreatedDate: sortParam,
  sortUpdatedDate: sortParam,
};

/** A list answer's `meta`: the page asked for and the count (docs/decisions.md, "Lists count exactly up to a threshold"). */
export const listMetaSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z
    .number()
    .describe(
      'The number of matching rows, counted exactly up to a threshold (10 000 unless the list says otherwise) and always past the page asked for; when totalIsExact is false, more than this number match.',
    ),
  totalIsExact: z
    .boolean()
    .describe(
      'true: total is the exact count; false: more than total rows match (the count stopped there; the next page exists).',
    ),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });
export const itemResponse = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Dates travel as `YYYY-MM-DDTHH:mm:ssZ` (spec §7). */
export function toApiDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
