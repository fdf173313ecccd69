import type { Params } from './establishment-filters.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The quick search: name, name on invoice and privileged code anywhere (stored `search_text`,
 * trigram index), or the main address' postal code or city as a prefix (`search_city`, trigram
 * index), accent- and case-insensitive. Two conditions on `e`, one per index, for two branches of a
 * UNION: a single `… like … or exists (address …)` could use no index at all and scanned both tables
 * calling unaccent on every row (docs/performance.md, 2026-11-23).
 */
export function searchBranches(term: string, params: Params): [string, string] {
  const anywhere = params.add(`%${escapeLike(term)}%`);
  const prefix = params.add(`${escapeLike(term)}%`);
  return [
    `e.search_text like lower(immutable_unaccent(${anywhere}))`,
    `e.main_address_id in (
      select sa.id from veterinary_establishment_addresses sa
      where sa.postal_code like ${prefix} or sa.search_city like lower(immutable_unaccent(${prefix}))
    )`,
  ];
}
