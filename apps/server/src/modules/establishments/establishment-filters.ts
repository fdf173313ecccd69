import type { EstablishmentListQuery } from '@vetbo/domain/establishments';
import { filterQueryKey } from '@vetbo/domain/list-definition';
import { establishmentListDeclaration } from '@vetbo/domain/lists/establishments';

/**
 * Positional parameters of a hand-written statement. Filters pass whole arrays (`= any($1)`), so the
 * statement's text depends only on which filters are present: it can be a named prepared statement.
 */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

type Declared = typeof establishmentListDeclaration.filters;
type Query = Partial<EstablishmentListQuery>;

/**
 * How one declared filter narrows `veterinary_establishments e` (`param` adds its value as a parameter):
 * - `column`: one value is compared with `=` — `type = any($1)` in a prepared (generic) plan cannot walk
 *   the (type, name, id) index in name order, and sorted all 30 000 clinics for one page;
 * - `exists`: a condition of its own (`param` is the array of values);
 * - `within`: one condition inside a related table's `exists`, shared with the group's other filters
 *   (the values of one row must match together: a job title held by that user).
 */
type FilterSql =
  | { column: string; type: string }
  | { exists: (param: string) => string }
  | { within: keyof typeof GROUPS; condition: (param: string) => string };

/** SQL: a text expression with LIKE's special characters (`\\`, `%`, `_`) escaped. */
const likeEscaped = (text: string) =>
  `replace(replace(replace(${text}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** The related rows a `within` filter looks in, each filter's condition joined by `and`. */
const GROUPS = {
  // Spec: the list's "service period" and "service option code" filters: a period of a subscription to
  // one of the codes, overlapping the period (service_periods_establishment_idx leads with the id).
  period: (conditions: string) =>
    `exists (select 1 from veterinary_establishment_service_periods p join veterinary_establishment_service_subscriptions s on s.id = p.subscription_id join veterinary_service_options o on o.id = s.veterinary_service_option_id where p.veterinary_establishment_id = e.id and ${conditions})`,
  user: (conditions: string) =>
    `exists (select 1 from veterinary_establishment_users u where u.veterinary_establishment_id = e.id and ${conditions})`,
};

/**
 * Every filter of `establishmentListDeclaration`, in SQL: a filter declared there and missing here (or
 * here and not there) is a compile error, not a filter the API takes and ignores.
 */
const FILTER_SQL: { [K in keyof Declared]: FilterSql } = {
  id: { column: 'e.id', type: 'int' },
  legalStructureId: { column: 'e.legal_structure_id', type: 'int' },
  // Exact name, case and accents ignored. `search_text` holds the name written the same way, and its
  // trigram index finds the candidates (comparing every name read all 100 000 establishments: 1.8 s);
  // collected first (`array(…)`), so that no generic plan walks a sort's index through them instead
  // (150–290 ms). 25–50 ms for one name on 100 000, 160 ms for two common ones: an index on
  // lower(immutable_unaccent(name)) would make it instant (a migration).
  name: {
    exists: (p) =>
      `e.id = any (array(select c.id from veterinary_establishments c where c.search_text like any (array(select '%' || ${likeEscaped('lower(immutable_unaccent(n))')} || '%' from unnest(${p}::text[]) n)) and lower(immutable_unaccent(c.name)) in (select lower(immutable_unaccent(n)) from unnest(${p}::text[]) n)))`,
  },
  privilegedCode: { column: 'e.privileged_code', type: 'varchar' },
  type: { column: 'e.type', type: 'establishment_type' },
  tag: {
    exists: (p) =>
      `exists (select 1 from veterinary_establishment_tags t where t.veterinary_establishment_id = e.id and t.tag = any(${p}::varchar[]))`,
  },
  addressPostalCode: {
    exists: (p) =>
      `exists (select 1 from veterinary_establishment_addresses pa where pa.veterinary_establishment_id = e.id and pa.postal_code = any(${p}::varchar[]))`,
  },
  veterinaryGroupId: {
    exists: (p) =>
      `exists (select 1 from veterinary_establishment_members m where m.veterinary_establishment_id = e.id and m.veterinary_group_id = any(${p}::int[]) and (m.leave_date is null or m.leave_date >= current_date))`,
  },
  veuUserId: { within: 'user', condition: (p) => `u.user_id = any(${p}::int[])` },
  veuJobTitle: { within: 'user', condition: (p) => `u.job_title = any(${p}::job_title[])` },
  serviceOptionCode: { within: 'period', condition: (p) => `o.code = any(${p}::varchar[])` },
  servicePeriodFromDate: { within: 'period', condition: (p) => `p.end_date >= ${p}::date` },
  servicePeriodToDate: { within: 'period', condition: (p) => `p.start_date <= ${p}::date` },
};

/** The filters shared by the list, the search and the export, on `veterinary_establishments e`. */
export function establishmentConditions(q: Query, params: Params): string[] {
  const conditions: string[] = [];
  const grouped: { [G in keyof typeof GROUPS]?: string[] } = {};
  for (const [name, spec] of Object.entries(establishmentListDeclaration.filters)) {
    const value = (q as Record<string, unknown>)[filterQueryKey(name, spec)];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const filter = FILTER_SQL[name as keyof Declared];
    if ('column' in filter) {
      const values = value as unknown[];
      conditions.push(
        values.length === 1
          ? `${filter.column} = ${params.add(values[0])}::${filter.type}`
          : `${filter.column} = any(${params.add(values)}::${filter.type}[])`,
      );
    } else if ('exists' in filter) conditions.push(filter.exists(params.add(value)));
    else grouped[filter.within] = [...(grouped[filter.within] ?? []), filter.condition(params.add(value))];
  }
  if (q.fromCreatedDate) conditions.push(`e.created_date >= ${params.add(q.fromCreatedDate)}`);
  if (q.toCreatedDate) conditions.push(`e.created_date <= ${params.add(q.toCreatedDate)}`);
  if (q.fromUpdatedDate) conditions.push(`e.updated_date >= ${params.add(q.fromUpdatedDate)}`);
  if (q.toUpdatedDate) conditions.push(`e.updated_date <= ${params.add(q.toUpdatedDate)}`);
  for (const [group, within] of Object.entries(grouped))
    conditions.push(GROUPS[group as keyof typeof GROUPS](within.join(' and ')));
  return conditions;
}

export const whereClause = (conditions: string[]) =>
  conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

export const establishmentWhere = (q: Query, params: Params) =>
  whereClause(establishmentConditions(q, params));
