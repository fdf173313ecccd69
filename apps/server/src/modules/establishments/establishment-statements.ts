import { FRENCH_COLLATION } from '@vetbo/db/schema/collation';
import type { EstablishmentType } from '@vetbo/domain/enums';
import { type EstablishmentListQuery, establishmentList } from '@vetbo/domain/establishments';
import { totalCap } from '@vetbo/domain/list-definition';
import type { SortDirection } from '@vetbo/domain/list-query';
import { offsetOf } from '../../lib/list.ts';
import { establishmentConditions, establishmentWhere, Params, whereClause } from './establishment-filters.ts';
import { matchedIdsFromKeys, searchCondition, searchesKeys } from './establishment-search.ts';

/** A sortable field of `establishmentListDeclaration` (its own, then createdDate and updatedDate). */
type EstablishmentSort = (typeof establishmentList.allSorts)[number];

export interface Statement {
  text: string;
  values: unknown[];
}

// Dates travel as `YYYY-MM-DDTHH:mm:ssZ`: formatted by the database, no Date object per cell.
const apiDate = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * One establishment (`e`) with its main address (`a`) and legal structure (`l`), as one JSON object per
 * row: the driver then parses one field instead of building parsers for 28 columns on every statement
 * (a third less of the client's CPU per detail, docs/performance.md). The keys are the record's fields.
 */
const RECORD_FIELDS: [key: string, expression: string][] = [
  ['id', 'e.id'],
  ['name', 'e.name'],
  ['custom_name', 'e.custom_name'],
  ['personalised_mention', 'e.personalised_mention'],
  ['privileged_code', 'e.privileged_code'],
  ['accounting_code', 'e.accounting_code'],
  ['type', 'e.type'],
  ['short_description', 'e.short_description'],
  ['legal_structure_id', 'e.legal_structure_id'],
  ['social_reason', 'l.social_reason'],
  ['main_address_id', 'e.main_address_id'],
  ['main_billing_account_id', 'e.main_billing_account_id'],
  ['service_vat_category', 'e.service_vat_category'],
  ['created_date', apiDate('e.created_date')],
  ['updated_date', apiDate('e.updated_date')],
  [
    'tags',
    `array(select t.tag from veterinary_establishment_tags t where t.veterinary_establishment_id = e.id order by t.tag collate ${FRENCH_COLLATION})`,
  ],
  ['address_establishment_id', 'a.veterinary_establishment_id'],
  ['street_number', 'a.street_number'],
  ['street_name', 'a.street_name'],
  ['additional_address', 'a.additional_address'],
  ['postal_code', 'a.postal_code'],
  ['city', 'a.city'],
  ['country', 'a.country'],
  ['email', 'a.email'],
  ['phone', 'a.phone'],
  ['link', 'a.link'],
  ['address_created_date', apiDate('a.created_date')],
  ['address_updated_date', apiDate('a.updated_date')],
];
const RECORD = `json_build_object(${RECORD_FIELDS.map(([key, expression]) => `'${key}', ${expression}`).join(', ')}) as record`;

const JOINS = `left join veterinary_establishment_addresses a on a.id = e.main_address_id
  left join legal_structures l on l.id = e.legal_structure_id`;

export interface EstablishmentRecord {
  id: number;
  name: string;
  custom_name: string | null;
  personalised_mention: string | null;
  privileged_code: string;
  accounting_code: string | null;
  type: EstablishmentType;
  short_description: string | null;
  legal_structure_id: number | null;
  social_reason: string | null;
  main_address_id: number | null;
  main_billing_account_id: number | null;
  service_vat_category: string | null;
  created_date: string;
  updated_date: string;
  tags: string[];
  address_establishment_id: number | null;
  street_number: string | null;
  street_name: string | null;
  additional_address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
  link: string | null;
  address_created_date: string | null;
  address_updated_date: string | null;
}

/**
 * Every sort of `establishmentListDeclaration`, in SQL (a sort declared there and missing here is a
 * compile error). Not-null columns sort without `nulls last`, so that a descending sort can walk its
 * index backwards. The name sorts in French, as its indexes do (`veterinary_establishments_name_idx`,
 * `…_type_name_idx`; docs/decisions.md, "Label order ignores case and accents").
 */
const SORT_EXPRESSIONS: Record<EstablishmentSort, string> = {
  createdDate: 'e.created_date',
  updatedDate: 'e.updated_date',
  name: `e.name collate ${FRENCH_COLLATION}`,
  privilegedCode: 'e.privileged_code',
  type: 'e.type',
  postalCode: 'a.postal_code',
};

/** The caller's `sortX` parameters, in the order written (`rawKeys`). */
type Sorts = { field: EstablishmentSort; direction: SortDirection }[];

/** ORDER BY in the caller's order of `sortX` parameters, ending with the id; newest first by default. */
export function establishmentOrder(
  query: Partial<EstablishmentListQuery>,
  rawKeys: readonly string[],
  fallback = 'e.id desc',
): { orderBy: string; needsAddress: boolean; sorts: Sorts } {
  // The hand-written statements read the declared default (newest first) as the id order.
  const sorts = establishmentList
    .requestedSorts(query, rawKeys)
    .filter((term): term is Sorts[number] => term.field !== 'id');
  if (sorts.length === 0) return { orderBy: fallback, needsAddress: false, sorts };
  const terms = sorts.map(({ field, direction }) =>
    field === 'postalCode'
      ? `a.postal_code ${direction} nulls last`
      : `${SORT_EXPRESSIONS[field]} ${direction}`,
  );
  const last = sorts[sorts.length - 1]?.direction ?? 'asc';
  return {
    orderBy: [...terms, `e.id ${last}`].join(', '),
    needsAddress: sorts.some(({ field }) => field === 'postalCode'),
    sorts,
  };
}

const ADDRESS_FOR_SORT = 'left join veterinary_establishment_addresses a on a.id = e.main_address_id';

/**
 * A page finds its 20 ids first, then joins the address, legal structure and tags of those 20 only:
 * joining before OFFSET built every skipped row too (30 × the work on page 20).
 */
export function establishmentPageStatements(
  query: EstablishmentListQuery,
  rawKeys: readonly string[],
): { rows: Statement; total: Statement; cap: number } {
  const params = new Params();
  const where = establishmentWhere(query, params);
  const { orderBy, needsAddress } = establishmentOrder(query, rawKeys);
  const filterValues = [...params.values];
  const limit = params.add(query.limit);
  const offset = params.add(offsetOf(query));
  // The lateral lookup (fenced by `offset 0`) keeps 20 index lookups even in a generic plan, which
  // cannot know the page's size and would otherwise hash-join the whole table.
  const rows = `select found.record from (
    select e.id, row_number() over (order by ${orderBy}) as n
    from veterinary_establishments e ${needsAddress ? ADDRESS_FOR_SORT : ''} ${where}
    order by ${orderBy} limit ${limit} offset ${offset}
  ) page
  cross join lateral (select ${RECORD} from veterinary_establishments e ${JOINS} where e.id = page.id offset 0) found
  order by page.n`;
  // Counted up to the declared threshold (lib/list-sql.ts, `paginate`). The cap is written into the
  // statement (a validated integer, the same for every page short of it): planned for that many rows.
  const cap = totalCap(establishmentList.total, query);
  const total = `select count(*)::int as total from (select from veterinary_establishments e ${where} limit ${Math.trunc(cap)}) capped`;
  return {
    rows: { text: rows, values: params.values },
    total: { text: total, values: filterValues },
    cap,
  };
}

/** The columns a search's matches carry for their page's sort (the main address' postal code is on the row). */
const SORT_COLUMNS = { ...SORT_EXPRESSIONS, postalCode: 'e.main_postal_code' };

/**
 * Newest first (the quick search): the matches' ids are counted and collected, sorted, in one pass,
 * and the page is a slice of them; materialising the matches to count them and then sort them cost a
 * sixth more for a common word (docs/performance.md, 2026-11-25). `repeats`: an id may come more than once.
 */
const newestMatchesPage = (matches: string, limit: string, offset: string, repeats = false) =>
  `select counted.total, found.record from (
    select count(${repeats ? 'distinct e.id' : '*'})::int as total,
      (array_agg(${repeats ? 'distinct ' : ''}e.id order by e.id desc))[${offset} + 1 : ${offset} + ${limit}] as ids
    from ${matches}
  ) counted
  left join lateral (
    select page.n, ${RECORD} from unnest(counted.ids) with ordinality as page(id, n)
    join veterinary_establishments e on e.id = page.id ${JOINS}
  ) found on true
  order by found.n`;

/**
 * In a requested order: the matches, with only the columns of that order, are counted, then the page
 * is a bounded (top-N) sort of them, and only its rows are numbered (a window over all the matches
 * sorted every one of them; an ordered aggregate as above sorts them all too, twice slower by name).
 */
const sortedMatchesPage = (where: string, orderBy: string, kept: string[], limit: string, offset: string) => {
  const pageOrder = orderBy.replace('a.postal_code', 'e.main_postal_code');
  return `with matched as materialized (select ${kept.join(', ')} from veterinary_establishments e ${where})
  select counted.total, found.record from (select count(*)::int as total from matched) counted
  left join lateral (
    select page.n, ${RECORD} from (
      select e.id, row_number() over (order by ${pageOrder}) as n from (
        select * from matched e order by ${pageOrder} limit ${limit} offset ${offset}
      ) e
    ) page join veterinary_establishments e on e.id = page.id ${JOINS}
  ) found on true
  order by found.n`;
};

/**
 * Sorts whose order an index of `veterinary_establishments` gives as (column, id), so that a page of
 * a common term's matches is found by walking that index and skipping the non-matches.
 */
const WALKABLE_SORTS: ReadonlySet<EstablishmentSort> = new Set([
  'name',
  'createdDate',
  'updatedDate',
  'type',
]);

/**
 * A page of the matched ids (`matched`, counted in `counted`) in a walkable order. Two ways, one chosen
 * when the statement runs (the other branch's one-time filter is false, so it reads nothing):
 * - many matches: walk the sort's index and keep the matched ids (hashed) until the page is full —
 *   about (offset + limit) × rows / matches index entries, each far cheaper than fetching a row;
 * - few matches: fetch each matched row and sort them (matches × a row fetch, ~7 index entries' worth;
 *   fenced by `offset 0` so that the generic plan, which cannot know how few, keeps one lookup per match
 *   instead of hashing the whole table).
 * A walk past the last match reads the whole index, which the choice avoids: it walks only when
 * matches² × 7 ≥ (offset + limit) × the table's rows (pg_class' estimate).
 */
const walkedPage = (orderBy: string, sortColumns: string[], limit: string, offset: string) => {
  const columns = ['e.id', ...new Set(sortColumns)].join(', ');
  const walk = `(select total from counted)::float8 * (select total from counted) * 7
    >= (${offset} + ${limit})::float8 * greatest((select reltuples from pg_class where oid = 'veterinary_establishments'::regclass), 1)`;
  return `(select ${columns} from veterinary_establishments e
      where ${walk} and (e.id in (select id from matched)) is true
      order by ${orderBy} limit ${limit} offset ${offset})
    union all
    (select e.* from (select distinct id from matched) m
      cross join lateral (select ${columns} from veterinary_establishments e where e.id = m.id offset 0) e
      where not (${walk})
      order by ${orderBy} limit ${limit} offset ${offset})`;
};

/**
 * The search of a term `searchesKeys` accepts, with no other filter: matches from the search keys
 * (index-only), newest first or in a walkable order. A common word's 4 000 matches were 4 000 heap rows
 * checked behind the trigram index (docs/performance.md, fifth session).
 */
function keyedSearchStatement(
  term: string,
  orderBy: string,
  sorts: EstablishmentSort[],
  query: EstablishmentListQuery,
) {
  const params = new Params();
  const matched = matchedIdsFromKeys(term, params);
  if (sorts.length === 0) {
    const limit = params.add(query.limit);
    const offset = params.add(offsetOf(query));
    return { text: newestMatchesPage(`(${matched}) e`, limit, offset, true), values: params.values };
  }
  // The page's size and offset are written into the statement (validated integers): a generic plan
  // that had to guess them estimated a tenth of the table per page, so PostgreSQL planned the statement
  // again on every run (1.4 ms) rather than reuse it.
  const limit = String(Math.trunc(query.limit));
  const offset = String(Math.trunc(offsetOf(query)));
  const sortColumns = sorts.map((field) => SORT_EXPRESSIONS[field]);
  const text = `with matched as materialized (${matched}),
  counted as materialized (select count(distinct id)::int as total from matched)
  select counted.total, found.record from counted
  left join lateral (
    select page.n, ${RECORD} from unnest(array(
      select e.id from (${walkedPage(orderBy, sortColumns, limit, offset)}) e order by ${orderBy}
    )) with ordinality as page(id, n)
    join veterinary_establishments e on e.id = page.id ${JOINS}
  ) found on true
  order by found.n`;
  return { text, values: params.values };
}

/**
 * A search page and its count in one statement: the matches (one bitmap of three indexes) are found
 * once, then counted and paged. Rows carry `total`; a page past the end is one row with `record` null.
 */
export function establishmentSearchStatement(
  query: EstablishmentListQuery,
  rawKeys: readonly string[],
  term: string,
): Statement {
  const params = new Params();
  const filters = establishmentConditions(query, params);
  const { orderBy, sorts } = establishmentOrder(query, rawKeys);
  // One walkable sort at most: a second sort key has no index to walk in its order.
  const [sort, ...more] = sorts;
  const keyed =
    filters.length === 0 &&
    searchesKeys(term) &&
    more.length === 0 &&
    (!sort || WALKABLE_SORTS.has(sort.field));
  if (keyed)
    return keyedSearchStatement(
      term,
      orderBy,
      sorts.map(({ field }) => field),
      query,
    );
  // The matches keep only the id and the columns of the requested sort: copying every sort column of
  // a common word's 4 000 matches was a fifth of the statement (docs/performance.md, 2026-11-25).
  const sortColumns = sorts.map(({ field }) => SORT_COLUMNS[field]);
  const where = whereClause([...filters, searchCondition(term, params)]);
  const limit = params.add(query.limit);
  const offset = params.add(offsetOf(query));
  const text =
    sortColumns.length === 0
      ? newestMatchesPage(`veterinary_establishments e ${where}`, limit, offset)
      : sortedMatchesPage(where, orderBy, ['e.id', ...new Set(sortColumns)], limit, offset);
  return { text, values: params.values };
}

export function establishmentByIdStatement(id: number): Statement {
  return {
    text: `select ${RECORD} from veterinary_establishments e ${JOINS} where e.id = $1`,
    values: [id],
  };
}

/** Several establishments by id (reads coalesced from concurrent requests), with their ids. */
export function establishmentsByIdsStatement(ids: number[]): Statement {
  return {
    text: `select e.id, ${RECORD} from veterinary_establishments e ${JOINS} where e.id = any($1::int[])`,
    values: [ids],
  };
}

/** The export's cells, in the order of EXPORT_COLUMNS, as text columns `c1` … `c16` plus the row's number `n`. */
export function establishmentExportCells(
  query: Partial<EstablishmentListQuery>,
  rawKeys: readonly string[],
  typeLabel: string,
): Statement {
  const params = new Params();
  const where = establishmentWhere(query, params);
  const { orderBy } = establishmentOrder(query, rawKeys, 'e.id asc');
  // `offset 0` keeps this a subquery: each computed cell is computed once, not once per use.
  const text = `select row_number() over (order by ${orderBy}) as n, e.id::text as c1, e.privileged_code::text as c2,
    e.name::text as c3, e.custom_name::text as c4, ${typeLabel} as c5, e.accounting_code::text as c6,
    (select string_agg(t.tag, ', ' order by t.tag collate ${FRENCH_COLLATION}) from veterinary_establishment_tags t where t.veterinary_establishment_id = e.id) as c7,
    l.social_reason::text as c8,
    case when a.id is not null then concat_ws(', ', nullif(concat_ws(' ', nullif(a.street_number, ''), nullif(a.street_name, '')), ''),
      nullif(a.additional_address, ''), a.postal_code || ' ' || a.city) end as c9,
    a.postal_code::text as c10, a.city::text as c11, a.country::text as c12, a.email::text as c13, a.phone::text as c14,
    ${apiDate('e.created_date')} as c15, ${apiDate('e.updated_date')} as c16
  from veterinary_establishments e ${JOINS} ${where}
  order by ${orderBy} offset 0`;
  return { text, values: params.values };
}
