import type { ListTotal } from '@vetbo/domain/list-definition';
import type { ListMeta } from '@vetbo/domain/list-query';

export interface PageQuery {
  page: number;
  limit: number;
}

export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/**
 * A list's answer: the page's rows and `meta`. `total` is a count as `paginate` gives it (exact up to the
 * list's threshold, lib/list-sql.ts), or a plain number for a count that is always exact.
 */
export function listAnswer<T>(
  data: T[],
  total: number | ListTotal,
  { page, limit }: PageQuery,
): { data: T[]; meta: ListMeta } {
  const counted = typeof total === 'number' ? { total, totalIsExact: true } : total;
  return { data, meta: { page, limit, ...counted } };
}

/** Dates travel as `YYYY-MM-DDTHH:mm:ssZ` (spec §7). */
export function apiDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The same for a date that may be missing (a signature not given yet, an invitation not sent). */
export const optionalApiDateTime = (value: Date | null): string | null => (value ? apiDateTime(value) : null);
