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
  | { kind: 'date'; description: string; compare: 'atMost' | 'atLeast' };

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

export type ScalarFilter = { kind: 'flag' } | { kind: 'prefix' } | { kind: 'date' };
export const isScalarFilter = (spec: FilterSpec) =>
  spec.kind === 'flag' || spec.kind === 'prefix' || spec.kind === 'date';

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

export interface ListConfig<F extends Record<string, FilterSpec>, S extends string> {
  filters: F;
  /** Sortable fields besides createdDate and updatedDate (`sortName=asc`). */
  sorts: readonly S[];
  /** The order without any sort parameter; the id always ends the order so pages never overlap. */
  defaultSort: readonly SortTerm<S | TimestampSort>[];
  /** Whether a free-text term narrows the list (POST …/search with `{ term }`). */
  search?: boolean;
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
