import { escapeLike, prefixUpperBound } from '../../lib/like.ts';
import type { Params } from './establishment-filters.ts';

/**
 * pg_trgm finds `%term%` through its index from three characters on; a shorter term reads the whole
 * index, and a sequential scan is faster (the planner chooses it only when it sees the term).
 */
const TRIGRAM = 3;

/** Whether a search's statement is prepared (planned once per connection) or planned for its term. */
export const preparedSearch = (term: string) => Array.from(term).length >= TRIGRAM;

/**
 * The quick search: name, name on invoice and privileged code anywhere (stored `search_text`), or the
 * main address' postal code or city as a prefix (`main_postal_code`, `main_search_city`, copied onto
 * the establishment by triggers), accent- and case-insensitive. Three indexes of one table, which
 * PostgreSQL ORs into one bitmap: a join from the addresses back to their establishments cost one
 * index lookup per matching address (16 ms for a postal code of 2 000 establishments), and a
 * `… or exists (address …)` used no index at all (docs/performance.md, 2026-11-23).
 * A prepared search is not planned again each time (planning was a seventh of a common word's search
 * and most of a rare one's); its generic plan is the one the planner would choose for the term:
 * - the patterns are unaccented once per statement (`(select …)`), not once per row checked;
 * - the postal code prefix is written as the range its index walks: `like $1` gave a generic plan no
 *   index range (a sequential scan), and `like 'prefix%'` had every match checked twice (recheck, then
 *   filter).
 * A term too short for the trigrams is shown to the planner instead (`preparedSearch`).
 */
export function searchCondition(term: string, params: Params): string {
  const folded = (param: string) =>
    preparedSearch(term)
      ? `(select lower(immutable_unaccent(${param}::text)))`
      : `lower(immutable_unaccent(${param}))`;
  const anywhere = params.add(`%${escapeLike(term)}%`);
  const prefix = params.add(`${escapeLike(term)}%`);
  const upper = prefixUpperBound(term);
  const postalCode =
    upper === undefined
      ? `e.main_postal_code ~>=~ ${params.add(term)}`
      : `(e.main_postal_code ~>=~ ${params.add(term)} and e.main_postal_code ~<~ ${params.add(upper)})`;
  return `(e.search_text like ${folded(anywhere)}
    or ${postalCode}
    or e.main_search_city like ${folded(prefix)})`;
}
