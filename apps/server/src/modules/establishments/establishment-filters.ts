import type { EstablishmentListQuery } from '@vetbo/domain/establishments';

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

/** The filters shared by the list, the search and the export, on `veterinary_establishments e`. */
export function establishmentConditions(q: Partial<EstablishmentListQuery>, params: Params): string[] {
  const conditions: string[] = [];
  const list = (values: unknown[] | undefined, build: (param: string) => string) => {
    if (values?.length) conditions.push(build(params.add(values)));
  };
  // One value is compared with `=`: `type = any($1)` in a prepared (generic) plan cannot walk the
  // (type, name, id) index in name order, and sorted all 30 000 clinics for one page.
  const column = (values: unknown[] | undefined, name: string, type: string) => {
    if (values?.length === 1) conditions.push(`${name} = ${params.add(values[0])}::${type}`);
    else if (values?.length) conditions.push(`${name} = any(${params.add(values)}::${type}[])`);
  };
  column(q['id[]'], 'e.id', 'int');
  column(q['legalStructureId[]'], 'e.legal_structure_id', 'int');
  column(q['privilegedCode[]'], 'e.privileged_code', 'varchar');
  column(q['type[]'], 'e.type', 'establishment_type');
  if (q.fromCreatedDate) conditions.push(`e.created_date >= ${params.add(q.fromCreatedDate)}`);
  if (q.toCreatedDate) conditions.push(`e.created_date <= ${params.add(q.toCreatedDate)}`);
  if (q.fromUpdatedDate) conditions.push(`e.updated_date >= ${params.add(q.fromUpdatedDate)}`);
  if (q.toUpdatedDate) conditions.push(`e.updated_date <= ${params.add(q.toUpdatedDate)}`);
  list(
    q['tag[]'],
    (p) =>
      `exists (select 1 from veterinary_establishment_tags t where t.veterinary_establishment_id = e.id and t.tag = any(${p}::varchar[]))`,
  );
  list(
    q['addressPostalCode[]'],
    (p) =>
      `exists (select 1 from veterinary_establishment_addresses pa where pa.veterinary_establishment_id = e.id and pa.postal_code = any(${p}::varchar[]))`,
  );
  list(
    q['veterinaryGroupId[]'],
    (p) =>
      `exists (select 1 from veterinary_establishment_members m where m.veterinary_establishment_id = e.id and m.veterinary_group_id = any(${p}::int[]) and (m.leave_date is null or m.leave_date >= current_date))`,
  );
  // Spec: the list's "service period" and "service option code" filters: a period of a subscription to
  // one of the codes, overlapping the period (service_periods_establishment_idx leads with the id).
  const periodConditions: string[] = [];
  if (q['serviceOptionCode[]']?.length)
    periodConditions.push(`o.code = any(${params.add(q['serviceOptionCode[]'])}::varchar[])`);
  if (q.servicePeriodFromDate)
    periodConditions.push(`p.end_date >= ${params.add(q.servicePeriodFromDate)}::date`);
  if (q.servicePeriodToDate)
    periodConditions.push(`p.start_date <= ${params.add(q.servicePeriodToDate)}::date`);
  if (periodConditions.length > 0) {
    conditions.push(
      `exists (select 1 from veterinary_establishment_service_periods p join veterinary_establishment_service_subscriptions s on s.id = p.subscription_id join veterinary_service_options o on o.id = s.veterinary_service_option_id where p.veterinary_establishment_id = e.id and ${periodConditions.join(' and ')})`,
    );
  }
  const userConditions: string[] = [];
  if (q['veuUserId[]']?.length)
    userConditions.push(`u.user_id = any(${params.add(q['veuUserId[]'])}::int[])`);
  if (q['veuJobTitle[]']?.length)
    userConditions.push(`u.job_title = any(${params.add(q['veuJobTitle[]'])}::job_title[])`);
  if (userConditions.length > 0) {
    conditions.push(
      `exists (select 1 from veterinary_establishment_users u where u.veterinary_establishment_id = e.id and ${userConditions.join(' and ')})`,
    );
  }
  return conditions;
}

export const whereClause = (conditions: string[]) =>
  conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

export const establishmentWhere = (q: Partial<EstablishmentListQuery>, params: Params) =>
  whereClause(establishmentConditions(q, params));
