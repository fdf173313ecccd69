import { z } from 'zod';

// The client's one list helper (ARCHITECTURE.md): URL search params ⇄ API list query.
// Every param falls back with .catch(), so a hand-edited URL never breaks a screen.

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const LIST_PAGE_SIZE = 20;

export const pageParam = z.number().int().min(1).default(1).catch(1);
export const sortOrderParam = z.enum(SORT_ORDERS).default('asc').catch('asc');
export const textParam = z
  .string()
  .trim()
  .max(100)
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);
// A hand-written `?type=LAB` (one value, not the router's JSON array) counts as a list of one.
const asList = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? [String(value)] : value;

export const stringArrayParam = z
  .preprocess(asList, z.array(z.string().trim().min(1).max(40)).max(50).optional())
  .catch(undefined);
export const enumArrayParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(asList, z.array(z.enum(values)).max(values.length).optional()).catch(undefined);

export type SortQuery<F extends string> = Partial<Record<`sort${Capitalize<F>}`, SortOrder>>;

/** { sort: 'postalCode', order: 'desc' } → { sortPostalCode: 'desc' } (the API's sort parameters). */
export function toSortQuery<F extends string>(field: F, order: SortOrder): SortQuery<F> {
  const key = `sort${field.charAt(0).toUpperCase()}${field.slice(1)}` as `sort${Capitalize<F>}`;
  return { [key]: order } as SortQuery<F>;
}

export function paginationQuery(page: number, limit = LIST_PAGE_SIZE): { page: number; limit: number } {
  return { page, limit };
}
