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

/**
 * Whether a term is looked up in the search keys (`veterinary_establishment_search_keys`, kept by
 * triggers, schema/establishment-search.ts) instead of the trigram index: a prepared term of letters
 * and digits only. Such a term cannot span two words, so it occurs in `search_text` exactly when it
 * occurs in one of its words; other terms (spaces, punctuation, symbols) keep `searchCondition`.
 * Digits are 0–9 only: other numerals (¼) unaccent to several characters, a space among them.
 */
export const searchesKeys = (term: string) => preparedSearch(term) && /^[\p{L}0-9]+$/u.test(term);

/** Above U+10FFFF nothing is a character: `key >= p and key < p || U+10FFFF` is "starts with p". */
const BEYOND_PREFIX = `U&'\\+10FFFF'`;

/**
 * The ids of the establishments `searchCondition` matches, for a term `searchesKeys` accepts: the words
 * containing the term (found by their trigrams among distinct words), then their establishments, the
 * cities and postal codes starting with it — index-only ranges of one index. An id comes once per key
 * that matches (counting them distinct afterwards costs less than hashing every match here).
 * Every value is given to the planner as a one-time subquery (`(select …)`): it then plans for any term
 * as it would for this one, so the prepared statement's generic plan is used rather than a plan made
 * anew on every run (a millisecond).
 */
export function matchedIdsFromKeys(term: string, params: Params): string {
  const anywhere = params.add(`%${term}%`);
  const raw = params.add(term);
  const upper = prefixUpperBound(term);
  const folded = `(select lower(immutable_unaccent(${raw}::text)))`;
  const keys = (kind: string, condition: string) =>
    `select k.veterinary_establishment_id as id from veterinary_establishment_search_keys k
    where k.kind = '${kind}' and ${condition}`;
  return `${keys(
    'w',
    `k.key in (select w.word from establishment_search_words w where w.word like (select lower(immutable_unaccent(${anywhere}::text))))`,
  )}
  union all ${keys('c', `k.key >= ${folded} and k.key < ${folded} || ${BEYOND_PREFIX}`)}
  union all ${keys(
    'p',
    upper === undefined
      ? `k.key >= (select ${raw}::text)`
      : `k.key >= (select ${raw}::text) and k.key < (select ${params.add(upper)}::text)`,
  )}`;
}
