// A list screen's URL state, derived from the list's declaration (packages/domain/src/lists/*):
// which sorts the URL may name and the default one, which of the declared filters the screen offers
// (one value or several), the reset and the "filters active" state, and the API query they make.
// Plain functions, no zod: they run before the first list paints.
import {
  allSortsOf,
  type FilterSpec,
  type FilterValue,
  filterQueryKey,
  isScalarFilter,
  type ListConfig,
  type ScalarFilter,
  sortParamName,
  type TimestampSort,
} from '@vetbo/domain/list-declaration';
import {
  enumArrayParam,
  enumParam,
  optionalEnumParam,
  pageParam,
  paginationQuery,
  type SearchSchema,
  SORT_ORDERS,
  type SortOrder,
  searchSchema,
  stringArrayParam,
  textParam,
} from './list-search.ts';

/** A filter the screen offers: one value (a select) or several (a multi-select, tags). */
export type UrlFilterTake = 'one' | 'many';

type UrlValue<F extends FilterSpec, T> = F extends { kind: 'flag' }
  ? boolean
  : F extends { kind: 'prefix' } | { kind: 'date' }
    ? string
    : F extends { kind: 'bound' }
      ? number
      : T extends 'one'
        ? FilterValue<F>
        : FilterValue<F>[];

type Declared = ListConfig<Record<string, FilterSpec>, string>;
type SortOf<D extends Declared> = D['sorts'][number] | TimestampSort;
type OfferedFilters<D extends Declared> = Partial<Record<keyof D['filters'] & string, UrlFilterTake>>;

/** The URL state of a list screen: page, text term, the offered filters, sort and order (+ extras). */
export type ListUrlSearch<D extends Declared, O extends OfferedFilters<D>, E extends object = object> = {
  page: number;
  q?: string;
  sort: SortOf<D>;
  order: SortOrder;
} & { [K in keyof O & keyof D['filters']]?: UrlValue<D['filters'][K], NonNullable<O[K]>> } & Partial<E>;

/** The search of a screen's list URL state: `SearchOf<typeof usersListUrl>`. */
export type SearchOf<T extends { schema: { parse(value: unknown): unknown } }> = ReturnType<
  T['schema']['parse']
>;

/** The API list parameters the offered filters and the sort become (`type[]`, `isValidated`, `sortName`). */
export type ListApiFilters<D extends Declared, O extends OfferedFilters<D>> = {
  [K in keyof O & keyof D['filters'] & string as D['filters'][K] extends ScalarFilter
    ? K
    : `${K}[]`]?: D['filters'][K] extends { kind: 'flag' }
    ? 'true' | 'false'
    : D['filters'][K] extends { kind: 'prefix' } | { kind: 'date' }
      ? string
      : D['filters'][K] extends { kind: 'bound' }
        ? number
        : FilterValue<D['filters'][K]>[];
} & { [K in SortOf<D> as `sort${Capitalize<K>}`]?: SortOrder };

interface ListUrlOptions<D extends Declared, O extends OfferedFilters<D>, E extends object> {
  /** The declared filters the screen offers, and how many values each takes. */
  filters: O;
  /** The screen's first order, when it is not the API's default (the first declared term). */
  defaultSort?: { field: SortOf<D>; direction: SortOrder };
  /** Params of the screen that are not the list's (an open side panel). */
  extra?: { [K in keyof E]: (value: unknown) => E[K] | undefined };
}

const idParam = (value: unknown): number | undefined => {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};
const asList = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? undefined : [value]);
const idArrayParam = (value: unknown): number[] | undefined => {
  const list = asList(value);
  if (!list || list.length > 50) return undefined;
  const ids = list.map(idParam);
  return ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
};
const flagParam = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

const dateParam = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

function filterReader(spec: FilterSpec, take: UrlFilterTake): (value: unknown) => unknown {
  if (spec.kind === 'flag') return flagParam;
  if (spec.kind === 'date') return dateParam;
  if (spec.kind === 'bound') return idParam;
  if (spec.kind === 'prefix') return textParam;
  if (spec.kind === 'enum')
    return take === 'one' ? optionalEnumParam(spec.values) : enumArrayParam(spec.values);
  if (spec.kind === 'id') return take === 'one' ? idParam : idArrayParam;
  return take === 'one' ? textParam : stringArrayParam;
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export function listUrlState<
  const D extends Declared,
  const O extends OfferedFilters<D>,
  E extends object = Record<never, never>,
>(declaration: D, options: ListUrlOptions<D, O, E>) {
  type Search = ListUrlSearch<D, O, E>;
  const sortFields = allSortsOf(declaration) as readonly SortOf<D>[];
  const declaredFirst = declaration.defaultSort[0];
  const defaultSort = options.defaultSort ?? {
    field: (declaredFirst && declaredFirst.field !== 'id' ? declaredFirst.field : 'createdDate') as SortOf<D>,
    direction: declaredFirst?.direction ?? 'asc',
  };
  const offered = Object.entries(options.filters as Record<string, UrlFilterTake>).map(([name, take]) => {
    const spec = declaration.filters[name];
    if (!spec) throw new Error(`The list declares no filter "${name}"`);
    return { name, take, spec, read: filterReader(spec, take) };
  });

  const schema = searchSchema<Search>({
    page: pageParam,
    q: textParam,
    ...Object.fromEntries(offered.map(({ name, read }) => [name, read])),
    sort: enumParam(sortFields, defaultSort.field),
    order: enumParam(SORT_ORDERS, defaultSort.direction),
    ...options.extra,
  } as { [K in keyof Search]: (value: unknown) => Search[K] });

  /** What `stripSearchParams` leaves out of the URL. */
  const defaults = { page: 1, sort: defaultSort.field, order: defaultSort.direction } as const;

  /** Every offered filter and the term cleared, back to page 1 (the sort stays). */
  const resetFilters = {
    page: 1,
    q: undefined,
    ...Object.fromEntries(offered.map(({ name }) => [name, undefined])),
  } as Partial<Search>;

  const hasActiveFilters = (search: Search): boolean => {
    const values = search as Record<string, unknown>;
    return isSet(values.q) || offered.some(({ name }) => isSet(values[name]));
  };

  /** The filters and the sort as the list, its search and its export take them. */
  const filterQuery = (search: Search): ListApiFilters<D, O> => {
    const values = search as Record<string, unknown>;
    const query: Record<string, unknown> = {};
    for (const { name, spec } of offered) {
      const value = values[name];
      if (!isSet(value)) continue;
      // A flag travels as the text the query string holds ("true", "false").
      if (spec.kind === 'flag') query[name] = String(value);
      else query[filterQueryKey(name, spec)] = isScalarFilter(spec) || Array.isArray(value) ? value : [value];
    }
    query[sortParamName(search.sort)] = search.order;
    return query as ListApiFilters<D, O>;
  };

  const listQuery = (search: Search) => ({ ...paginationQuery(search.page), ...filterQuery(search) });

  return {
    schema: schema as SearchSchema<Search>,
    defaults,
    sortFields,
    resetFilters,
    hasActiveFilters,
    filterQuery,
    listQuery,
  };
}
