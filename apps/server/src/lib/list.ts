import type { ListMeta, SortDirection } from '@vetbo/domain/list-query';
import { type AnyColumn, asc, desc, gte, lte, type SQL, sql } from 'drizzle-orm';

export interface PageQuery {
  page: number;
  limit: number;
}

export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

export function listAnswer<T>(
  data: T[],
  total: number,
  { page, limit }: PageQuery,
): { data: T[]; meta: ListMeta } {
  return { data, meta: { page, limit, total } };
}

/**
 * The query string as the caller wrote it, keys in their order. Pass this (not `request.query`,
 * whose keys follow the schema's order once validated) as `rawQuery` to `orderByFromQuery`.
 */
export function rawQueryOf(url: string | undefined): Record<string, string> {
  const start = url?.indexOf('?') ?? -1;
  return start < 0 ? {} : Object.fromEntries(new URLSearchParams(url?.slice(start + 1)));
}

/** The `sortX` keys the caller asked for, in the order of the query string. */
export function requestedSorts<K extends string>(
  rawQuery: unknown,
  parsed: Record<string, unknown>,
  sortKeys: readonly K[],
): { key: K; direction: SortDirection }[] {
  return Object.keys((rawQuery ?? {}) as object)
    .filter((key): key is K => (sortKeys as readonly string[]).includes(key) && Boolean(parsed[key]))
    .map((key) => ({ key, direction: parsed[key] as SortDirection }));
}

/**
 * ORDER BY from `sortX=asc|desc` parameters, in the order the caller wrote them (`rawQuery`, see
 * `rawQueryOf`), always ending with the primary key so that pages never overlap or skip rows.
 */
export function orderByFromQuery(
  rawQuery: unknown,
  parsed: Record<string, unknown>,
  columns: Record<string, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
  fallback: SQL[] = [desc(tieBreaker)],
): SQL[] {
  const requested = requestedSorts(rawQuery, parsed, Object.keys(columns));
  if (requested.length === 0) return fallback;
  const order = requested.map(({ key, direction }) => {
    const column = columns[key] as AnyColumn | SQL;
    return direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  });
  const lastDirection = requested[requested.length - 1]?.direction;
  return [...order, lastDirection === 'desc' ? desc(tieBreaker) : asc(tieBreaker)];
}

/** Dates travel as `YYYY-MM-DDTHH:mm:ssZ` (spec §7). */
export function apiDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The same for a date that may be missing (a signature not given yet, an invitation not sent). */
export const optionalApiDateTime = (value: Date | null): string | null => (value ? apiDateTime(value) : null);

interface TimestampColumns {
  createdDate: AnyColumn;
  updatedDate: AnyColumn;
}

interface TimestampFilters {
  fromCreatedDate?: string;
  toCreatedDate?: string;
  fromUpdatedDate?: string;
  toUpdatedDate?: string;
}

/** The catalogue's from/to created and updated date filters, shared by every list. */
export function timestampConditions(table: TimestampColumns, q: TimestampFilters): (SQL | undefined)[] {
  return [
    q.fromCreatedDate ? gte(table.createdDate, new Date(q.fromCreatedDate)) : undefined,
    q.toCreatedDate ? lte(table.createdDate, new Date(q.toCreatedDate)) : undefined,
    q.fromUpdatedDate ? gte(table.updatedDate, new Date(q.fromUpdatedDate)) : undefined,
    q.toUpdatedDate ? lte(table.updatedDate, new Date(q.toUpdatedDate)) : undefined,
  ];
}
