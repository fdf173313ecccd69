// A list resource's declaration: its filters, sorts, default order and search, as plain data.
// No imports with weight (no zod): the web app derives a list screen's URL state from the same
// declaration the server derives its query schema and SQL from (list-definition.ts, lib/list-sql.ts),
// and the web's first download must stay small.

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export type FilterSpec =
  | { kind: 'id'; description: string }
  | { kind: 'text'; description: string; upper?: boolean; max?: number }
  | { kind: 'enum'; description: string; values: readonly [string, ...string[]] }
  /** One yes/no parameter, written without `[]` (`isValidated=true`). */
  | { kind: 'flag'; description: string }
  /** One text parameter matching the start of a value, written without `[]` (`accountingCode=4110`). */
  | { kind: 'prefix'; description: string; max?: number }
  /** One calendar date bounding a date column, written without `[]` (`toStartDate=2026-12-31`). */
  | { kind: 'date'; description: string; compare: 'atMost' | 'atLeast' }
  /** One whole number bounding an integer column, written without `[]` (`fromAccountingMovementIncrementalNumber=10`). */
  | { kind: 'bound'; description: string; compare: 'atMost' | 'atLeast' };

export const idFilter = (description: string) => ({ kind: 'id', description }) as const;
export const textFilter = (description: string, options: { upper?: boolean; max?: number } = {}) =>
  ({ kind: 'text', description, ...options }) as const;
export const enumFilter = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  ({ kind: 'enum', description, values }) as const;
export const flagFilter = (description: string) => ({ kind: 'flag', description }) as const;
export const prefixFilter = (description: string, options: { max?: number } = {}) =>
  ({ kind: 'prefix', description, ...options }) as const;

/** A date column at most (`toX`) or at least (`fromX`) this day. */
export const dateFilter = (description: string, compare: 'atMost' | 'atLeast') =>
  ({ kind: 'date', description, compare }) as const;

/** An integer column at most (`toX`) or at least (`fromX`) this whole number. */
export const boundFilter = (description: string, compare: 'atMost' | 'atLeast') =>
  ({ kind: 'bound', description, compare }) as const;

export type ScalarFilter = { kind: 'flag' } | { kind: 'prefix' } | { kind: 'date' } | { kind: 'bound' };
export const isScalarFilter = (spec: FilterSpec) =>
  spec.kind === 'flag' || spec.kind === 'prefix' || spec.kind === 'date' || spec.kind === 'bound';

/** The value of one item of a filter: an id, one of the enum's values, or a text. */
export type FilterValue<F extends FilterSpec> = F extends { kind: 'id' }
  ? number
  : F extends { kind: 'enum'; values: infer V extends readonly string[] }
    ? V[number]
    : string;

export const TIMESTAMP_SORTS = ['createdDate', 'updatedDate'] as const;
export type TimestampSort = (typeof TIMESTAMP_SORTS)[number];

export interface SortTerm<S extends string> {
  field: S | 'id';
  direction: SortDirection;
}

/**
 * How a list counts its rows for `meta.total` (docs/decisions.md, "Lists count exactly up to a
 * threshold"): exactly up to `exactUpTo` rows, and always past the page asked for; beyond, the answer
 * says "more than `total`" (`meta.totalIsExact: false`). Counting every row of a large list on each page
 * cost more than the page (30 000 establishments: 3.7 of 4 ms; 1 000 000 rows: over 100 ms).
 */
export interface TotalStrategy {
  exactUpTo: number;
}

/** Every list's threshold unless its declaration sets its own (`total: { exactUpTo }`). */
export const DEFAULT_TOTAL: TotalStrategy = { exactUpTo: 10_000 };

/** What a list answers of its count: `total` rows, or more than `total` when `totalIsExact` is false. */
export interface ListTotal {
  total: number;
  totalIsExact: boolean;
}

/**
 * How many rows to count at most for a page: one more than the threshold or the rows up to the page's
 * end, so that a page always knows whether another one follows it.
 */
export const totalCap = (strategy: TotalStrategy, page: { page: number; limit: number }) =>
  Math.max(strategy.exactUpTo, page.page * page.limit) + 1;

/** The total of `counted` rows counted up to `cap`: reaching the cap means "more than cap − 1". */
export const cappedTotal = (counted: number, cap: number): ListTotal =>
  counted >= cap ? { total: cap - 1, totalIsExact: false } : { total: counted, totalIsExact: true };

export interface ListConfig<F extends Record<string, FilterSpec>, S extends string> {
  filters: F;
  /** Sortable fields besides createdDate and updatedDate (`sortName=asc`). */
  sorts: readonly S[];
  /** The order without any sort parameter; the id always ends the order so pages never overlap. */
  defaultSort: readonly SortTerm<S | TimestampSort>[];
  /** Whether a free-text term narrows the list (POST …/search with `{ term }`). */
  search?: boolean;
  /** How `meta.total` is counted; `DEFAULT_TOTAL` when left out. */
  total?: TotalStrategy;
}

/** A list declared once (ARCHITECTURE.md, "Resource declaration"); `defineList` gives it its schemas. */
export const declareList = <const F extends Record<string, FilterSpec>, const S extends string>(
  config: ListConfig<F, S>,
): ListConfig<F, S> => config;

/** Every sortable field of a declaration: its own, then createdDate and updatedDate. */
export const allSortsOf = <S extends string>(config: { sorts: readonly S[] }) =>
  [...config.sorts, ...TIMESTAMP_SORTS] as (S | TimestampSort)[];

const capitalise = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
export const sortParamName = (field: string) => `sort${capitalise(field)}`;
export const filterParamName = (name: string) => `${name}[]`;
/** The query parameter of a filter: `x[]` for the repeated ones, `x` for a flag or a prefix. */
export const filterQueryKey = (name: string, spec: FilterSpec) =>
  isScalarFilter(spec) ? name : filterParamName(name);
