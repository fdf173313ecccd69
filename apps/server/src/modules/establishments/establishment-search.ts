import { escapeLike } from '../../lib/like.ts';
import type { Params } from './establishment-filters.ts';

/**
 * The quick search: name, name on invoice and privileged code anywhere (stored `search_text`), or the
 * main address' postal code or city as a prefix (`main_postal_code`, `main_search_city`, copied onto
 * the establishment by triggers), accent- and case-insensitive. Three indexes of one table, which
 * PostgreSQL ORs into one bitmap: a join from the addresses back to their establishments cost one
 * index lookup per matching address (16 ms for a postal code of 2 000 establishments), and a
 * `… or exists (address …)` used no index at all (docs/performance.md, 2026-11-23).
 */
export function searchCondition(term: string, params: Params): string {
  const anywhere = params.add(`%${escapeLike(term)}%`);
  const prefix = params.add(`${escapeLike(term)}%`);
  return `(e.search_text like lower(immutable_unaccent(${anywhere}))
    or e.main_postal_code like ${prefix}
    or e.main_search_city like lower(immutable_unaccent(${prefix})))`;
}
