import { z } from 'zod';
import {
  arrayFilter,
  dateTimeFilter,
  integerId,
  paginationQuery,
  SORT_DIRECTIONS,
  type SortDirection,
  sortParam,
} from './list-query.ts';

// A list resource declares its filters, sorts, date filters and search once (ARCHITECTURE.md,
// "Resource declaration"); the query schema here, the SQL on the server and the web list's URL state
// are derived from the declaration.

export type FilterSpec =
  | { kind: 'id'; description: string }
  | { kind: 'text'; description: string; upper?: boolean; max?: number }
  | { kind: 'enum'; description: string; values: readonly [string, ...string[]] }
  /** One yes/no parameter, written without `[]` (`isValidated=true`). */
  | { kind: 'flag'; description: string }
  /** One text parameter matching the start of a value, written without `[]` (`accountingCode=4110`). */
  | { kind: 'prefix'; description: string; max?: number };

export const idFilter = (description: string) => ({ kind: 'id', description }) as const;
export const textFilter = (description: string, options: { upper?: boolean; max?: number } = {}) =>
  ({ kind: 'text', description, ...options }) as const;
export const enumFilter = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  ({ kind: 'enum', description, values }) as const;
export const flagFilter = (description: string) => ({ kind: 'flag', description }) as const;
export const prefixFilter = (description: string, options: { max?: number } = {}) =>
  ({ kind: 'prefix', description, ...options }) as const;

type ScalarFilter = { kind: 'flag' } | { kind: 'prefix' };
const isScalar = (spec: FilterSpec) => spec.kind === 'flag' || spec.kind === 'prefix';

type FilterValue<F extends FilterSpec> = F extends { kind: 'id' }
  ? number
  : F extends { kind: 'enum'; values: infer V extends readonly string[] }
    ? V[number]
    : string;

const TIMESTAMP_SORTS = ['createdDate', 'updatedDate'] as const;
type TimestampSort = (typeof TIMESTAMP_SORTS)[number];

export interface SortTerm<S extends string> {
  field: S | 'id';
  direction: SortDirection;
}

export interface ListConfig<F extends Record<string, FilterSpec>, S extends string> {
  filters: F;
  /** Sortable fields besides createdDate and updatedDate (`sortName=asc`). */
  sorts: readonly S[];
  /** The order without any sort parameter; the id always ends the order so pages never overlap. */
  defaultSort: readonly SortTerm<S | TimestampSort>[];
  /** Whether a free-text term narrows the list (POST …/search with `{ term }`). */
  search?: boolean;
}

const capitalise = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
export const sortParamName = (field: string) => `sort${capitalise(field)}`;
export const filterParamName = (name: string) => `${name}[]`;
/** The query parameter of a filter: `x[]` for the repeated ones, `x` for a flag or a prefix. */
export const filterQueryKey = (name: string, spec: FilterSpec) =>
  isScalar(spec) ? name : filterParamName(name);

const FLAG_VALUES = { true: true, false: false } as const;
function scalarFilter(spec: FilterSpec): z.ZodType {
  if (spec.kind === 'flag') {
    return z
      .enum(['true', 'false'], { error: 'invalidChoice' })
      .transform((value) => FLAG_VALUES[value])
      .optional();
  }
  return z
    .string()
    .trim()
    .min(1, 'required')
    .max(spec.kind === 'prefix' ? (spec.max ?? 30) : 30, 'tooLong')
    .optional();
}

function filterItem(spec: FilterSpec): z.ZodType {
  if (spec.kind === 'id') return integerId;
  if (spec.kind === 'enum') return z.enum(spec.values, { error: 'invalidChoice' });
  if (spec.kind !== 'text') return scalarFilter(spec);
  const text = z
    .string()
    .trim()
    .min(1, 'required')
    .max(spec.max ?? 100, 'tooLong');
  return spec.upper ? text.toUpperCase() : text;
}

type FilterParams<F extends Record<string, FilterSpec>> = {
  [K in keyof F & string as F[K] extends ScalarFilter ? K : `${K}[]`]?: F[K] extends { kind: 'flag' }
    ? boolean
    : F[K] extends { kind: 'prefix' }
      ? string
      : FilterValue<F[K]>[];
};
type SortParams<S extends string> = { [K in S | TimestampSort as `sort${Capitalize<K>}`]?: SortDirection };

export type ListQuery<F extends Record<string, FilterSpec>, S extends string> = {
  page: number;
  limit: number;
  fromCreatedDate?: string;
  toCreatedDate?: string;
  fromUpdatedDate?: string;
  toUpdatedDate?: string;
} & FilterParams<F> &
  SortParams<S>;

export interface ListDefinition<F extends Record<string, FilterSpec>, S extends string>
  extends ListConfig<F, S> {
  allSorts: readonly (S | TimestampSort)[];
  /** page, limit, `x[]` filters, from/to dates, `sortX` — as the API takes them. */
  querySchema: z.ZodType<ListQuery<F, S>>;
  /** The same without page and limit (exports take every row). */
  filterSchema: z.ZodType<Omit<ListQuery<F, S>, 'page' | 'limit'>>;
  /**
   * The sorts of a parsed query in the order the caller wrote them (`rawKeys`: the query string's keys,
   * in order), then the default.
   */
  sortTerms(query: Record<string, unknown>, rawKeys: readonly string[]): SortTerm<S | TimestampSort>[];
}

export function defineList<const F extends Record<string, FilterSpec>, const S extends string>(
  config: ListConfig<F, S>,
): ListDefinition<F, S> {
  const allSorts = [...config.sorts, ...TIMESTAMP_SORTS] as (S | TimestampSort)[];
  const filterShape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(config.filters)) {
    filterShape[filterQueryKey(name, spec)] = (
      isScalar(spec) ? scalarFilter(spec) : arrayFilter(filterItem(spec))
    ).describe(spec.description);
  }
  const sortShape = Object.fromEntries(allSorts.map((field) => [sortParamName(field), sortParam]));
  const dateShape = {
    fromCreatedDate: dateTimeFilter.describe('Created at or after (YYYY-MM-DDTHH:mm:ssZ)'),
    toCreatedDate: dateTimeFilter.describe('Created at or before'),
    fromUpdatedDate: dateTimeFilter.describe('Changed at or after'),
    toUpdatedDate: dateTimeFilter.describe('Changed at or before'),
  };
  const filterSchema = z.object({ ...filterShape, ...dateShape, ...sortShape });
  const querySchema = filterSchema.extend(paginationQuery);
  const bySortParam = new Map(allSorts.map((field) => [sortParamName(field), field]));
  return {
    ...config,
    allSorts,
    querySchema: querySchema as unknown as z.ZodType<ListQuery<F, S>>,
    filterSchema: filterSchema as unknown as z.ZodType<Omit<ListQuery<F, S>, 'page' | 'limit'>>,
    sortTerms(query, rawKeys) {
      const terms: SortTerm<S | TimestampSort>[] = [];
      for (const key of new Set([...rawKeys, ...bySortParam.keys()])) {
        const field = bySortParam.get(key);
        const direction = query[key];
        if (field && SORT_DIRECTIONS.includes(direction as SortDirection))
          terms.push({ field, direction: direction as SortDirection });
      }
      return terms.length > 0 ? terms : [...config.defaultSort];
    },
  };
}
