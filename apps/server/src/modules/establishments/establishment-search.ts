import type { Params } from './establishment-filters.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The quick search: name, name on invoice and privileged code anywhere (stored `search_text`,
 * trigram index), or the main address' postal code or city as a prefix, accent- and case-insensitive.
 *
 * NOTE: one branch per index, joined by UNION. A single `… like … or exists (address …)` cannot use
 * any index and scanned both tables calling unaccent on every row (docs/performance.md, 2026-11-23).
 */
export function searchCondition(term: string, params: Params): string {
  const anywhere = params.add(`%${escapeLike(term)}%`);
  const prefix = params.add(`${escapeLike(term)}%`);
  return `e.id in (
    select s.id from veterinary_establishments s where s.search_text like lower(immutable_unaccent(${anywhere}))
    union
    select s.id from veterinary_establishment_addresses a
    join veterinary_establishments s on s.id = a.veterinary_establishment_id and s.main_address_id = a.id
    where a.postal_code like ${prefix} or a.search_city like lower(immutable_unaccent(${prefix}))
  )`;
}
