// The client's one list helper (ARCHITECTURE.md): URL search params ⇄ API list query.
// Every param falls back to its default, so a hand-edited URL never breaks a screen. Plain functions
// rather than zod: they run before the first list paints, and zod would add ~22 KB to that path.

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const LIST_PAGE_SIZE = 20;

const MAX_TEXT_LENGTH = 100;
const MAX_LIST_ITEM_LENGTH = 40;
const MAX_LIST_LENGTH = 50;

/** A search validator as TanStack Router takes it (Standard Schema v1): every input key is optional. */
export interface SearchSchema<TOutput> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'vetbo';
    readonly validate: (value: unknown) => { value: TOutput };
    readonly types?: { readonly input: Partial<TOutput>; readonly output: TOutput };
  };
  parse(value: unknown): TOutput;
}

/** Reads a search object field by field; never fails. */
export function searchSchema<TOutput extends object>(
  fields: { [K in keyof TOutput]: (value: unknown) => TOutput[K] },
): SearchSchema<TOutput> {
  const parse = (value: unknown): TOutput => {
    const input = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const output: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields) as [string, (value: unknown) => unknown][]) {
      const result = read(input[key]);
      if (result !== undefined) output[key] = result;
    }
    return output as TOutput;
  };
  return {
    '~standard': { version: 1, vendor: 'vetbo', validate: (value) => ({ value: parse(value) }) },
    parse,
  };
}

export const pageParam = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1;

export const enumParam =
  <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  (value: unknown): T[number] =>
    values.includes(value as string) ? (value as T[number]) : fallback;

export const optionalEnumParam =
  <const T extends readonly string[]>(values: T) =>
  (value: unknown): T[number] | undefined =>
    values.includes(value as string) ? (value as T[number]) : undefined;

export const sortOrderParam = enumParam(SORT_ORDERS, 'asc');

export const optionalStringParam = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Trimmed, at most 100 characters; empty means no value. */
export const textParam = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text && text.length <= MAX_TEXT_LENGTH ? text : undefined;
};

// A hand-written `?type=LAB` (one value, not the router's JSON array) counts as a list of one.
const asList = (value: unknown): unknown =>
  typeof value === 'string' || typeof value === 'number' ? [String(value)] : value;

/** A list of short trimmed strings; one bad item drops the whole list. */
export const stringArrayParam = (value: unknown): string[] | undefined => {
  const list = asList(value);
  if (!Array.isArray(list) || list.length > MAX_LIST_LENGTH) return undefined;
  const items = list.map((item) => (typeof item === 'string' ? item.trim() : ''));
  return items.every((item) => item.length >= 1 && item.length <= MAX_LIST_ITEM_LENGTH) ? items : undefined;
};

/** A list of known values; one unknown value drops the whole list. */
export const enumArrayParam =
  <const T extends readonly string[]>(values: T) =>
  (value: unknown): T[number][] | undefined => {
    const list = asList(value);
    if (!Array.isArray(list) || list.length > values.length) return undefined;
    return list.every((item) => values.includes(item)) ? (list as T[number][]) : undefined;
  };

export type SortQuery<F extends string> = Partial<Record<`sort${Capitalize<F>}`, SortOrder>>;

/** { sort: 'postalCode', order: 'desc' } → { sortPostalCode: 'desc' } (the API's sort parameters). */
export function toSortQuery<F extends string>(field: F, order: SortOrder): SortQuery<F> {
  const key = `sort${field.charAt(0).toUpperCase()}${field.slice(1)}` as `sort${Capitalize<F>}`;
  return { [key]: order } as SortQuery<F>;
}

export function paginationQuery(page: number, limit = LIST_PAGE_SIZE): { page: number; limit: number } {
  return { page, limit };
}
