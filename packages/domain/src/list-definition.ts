import { z } from 'zod';
import {
  allSortsOf,
  DEFAULT_TOTAL,
  type FilterSpec,
  type FilterValue,
  filterQueryKey,
  isScalarFilter,
  type ListConfig,
  type ScalarFilter,
  SORT_DIRECTIONS,
  type SortDirection,
  type SortTerm,
  sortParamName,
  type TimestampSort,
  type TotalStrategy,
} from './list-declaration.ts';
import { arrayFilter, dateTimeFilter, integerId, paginationQuery, sortParam } from './list-query.ts';

// A list resource declares its filters, sorts, date filters and search once (list-declaration.ts,
// zod-free so that the web reads it too); the query schema here, the SQL on the server
// (lib/list-sql.ts) and the web list's URL state (apps/web lib/list-url-state.ts) derive from it.

export {
  cappedTotal,
  DEFAULT_TOTAL,
  dateFilter,
  declareList,
  enumFilter,
  type FilterSpec,
  filterParamName,
  filterQueryKey,
  flagFilter,
  idFilter,
  type ListConfig,
  type ListTotal,
  prefixFilter,
  type SortTerm,
  sortParamName,
  type TotalStrategy,
  textFilter,
  totalCap,
} from './list-declaration.ts';

const FLAG_VALUES = { true: true, false: false } as const;
function scalarFilter(spec: FilterSpec): z.ZodType {
  if (spec.kind === 'flag') {
    return z
      .enum(['true', 'false'], { error: 'invalidChoice' })
      .transform((value) => FLAG_VALUES[value])
      .optional();
  }
  if (spec.kind === 'date') return z.iso.date({ error: 'invalidDate' }).optional();
  if (spec.kind === 'bound') return integerId.optional();
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
    : F[K] extends { kind: 'prefix' } | { kind: 'date' }
      ? string
      : F[K] extends { kind: 'bound' }
        ? number
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
  /** The declared count strategy, or `DEFAULT_TOTAL`. */
  total: TotalStrategy;
  /** page, limit, `x[]` filters, from/to dates, `sortX` — as the API takes them. */
  querySchema: z.ZodType<ListQuery<F, S>>;
  /** The same without page and limit (exports take every row). */
  filterSchema: z.ZodType<Omit<ListQuery<F, S>, 'page' | 'limit'>>;
  /**
   * The sorts of a parsed query in the order the caller wrote them (`rawKeys`: the query string's keys,
   * in order), then the default.
   */
  sortTerms(query: Record<string, unknown>, rawKeys: readonly string[]): SortTerm<S | TimestampSort>[];
  /** The same without the default: empty when the caller asked for no order. */
  requestedSorts(query: Record<string, unknown>, rawKeys: readonly string[]): SortTerm<S | TimestampSort>[];
}

export function defineList<const F extends Record<string, FilterSpec>, const S extends string>(
  config: ListConfig<F, S>,
): ListDefinition<F, S> {
  const allSorts = allSortsOf(config);
  const filterShape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(config.filters)) {
    filterShape[filterQueryKey(name, spec)] = (
      isScalarFilter(spec) ? scalarFilter(spec) : arrayFilter(filterItem(spec))
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
  const requestedSorts = (query: Record<string, unknown>, rawKeys: readonly string[]) => {
    const terms: SortTerm<S | TimestampSort>[] = [];
    for (const key of new Set([...rawKeys, ...bySortParam.keys()])) {
      const field = bySortParam.get(key);
      const direction = query[key];
      if (field && SORT_DIRECTIONS.includes(direction as SortDirection))
        terms.push({ field, direction: direction as SortDirection });
    }
    return terms;
  };
  return {
    ...config,
    allSorts,
    total: config.total ?? DEFAULT_TOTAL,
    querySchema: querySchema as unknown as z.ZodType<ListQuery<F, S>>,
    filterSchema: filterSchema as unknown as z.ZodType<Omit<ListQuery<F, S>, 'page' | 'limit'>>,
    requestedSorts,
    sortTerms(query, rawKeys) {
      const terms = requestedSorts(query, rawKeys);
      return terms.length > 0 ? terms : [...config.defaultSort];
    },
  };
}
