import type { ServicesExportQuery } from '@vetbo/domain/services-export';

/**
 * One statement for the whole file: the subscription periods overlapping the period, then the deliveries
 * done in it (or created in it, when not done yet), each with what the file shows; amounts are cents.
 */
export function servicesExportStatement(query: Omit<ServicesExportQuery, 'format'>) {
  const values: unknown[] = [query.fromDate, query.toDate];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const establishments = query['veterinaryEstablishmentId[]']?.length
    ? param(query['veterinaryEstablishmentId[]'])
    : null;
  const services = query['veterinaryServiceId[]']?.length ? param(query['veterinaryServiceId[]']) : null;
  const narrow = (establishment: string, service: string) =>
    [
      establishments ? `${establishment} = any(${establishments}::int[])` : null,
      services ? `${service} = any(${services}::int[])` : null,
    ]
      .filter(Boolean)
      .map((condition) => ` and ${condition}`)
      .join('');

  const periods = `
    select 'SUBSCRIPTION' as kind, e.privileged_code, e.name, v.code as service_code, v.entitled as service_entitled,
      o.entitled as item, p.start_date::text as start_date, p.end_date::text as end_date, 1 as quantity,
      p.price_without_vat as price,
      coalesce((select sum(d.amount_without_vat) from veterinary_establishment_service_discounts d where d.period_id = p.id), 0)::int as discount,
      v.vat_category::text as vat_category, p.should_generate_invoice, p.invoice_id is not null as invoiced,
      c.name as creditor, v.accounting_code
    from veterinary_establishment_service_periods p
    join veterinary_establishment_service_subscriptions s on s.id = p.subscription_id
    join veterinary_service_options o on o.id = s.veterinary_service_option_id
    join veterinary_services v on v.id = o.veterinary_service_id
    join creditors c on c.id = v.creditor_id
    join veterinary_establishments e on e.id = p.veterinary_establishment_id
    where p.end_date >= $1::date and p.start_date <= $2::date${narrow('p.veterinary_establishment_id', 'v.id')}`;
  const deliveries = `
    select 'DELIVERY' as kind, e.privileged_code, e.name, v.code as service_code, v.entitled as service_entitled,
      d.entitled as item, coalesce(d.completion_date, (d.created_date at time zone 'Europe/Paris')::date)::text as start_date, null as end_date,
      d.quantity, d.unit_price_without_vat * d.quantity as price,
      coalesce((select sum(x.amount_without_vat) from veterinary_establishment_service_delivery_discounts x where x.service_delivery_id = d.id), 0)::int as discount,
      d.vat_category::text as vat_category, d.should_generate_invoice, d.invoice_id is not null as invoiced,
      c.name as creditor, d.accounting_code
    from veterinary_establishment_service_deliveries d
    join veterinary_services v on v.id = d.veterinary_service_id
    join creditors c on c.id = v.creditor_id
    join veterinary_establishments e on e.id = d.veterinary_establishment_id
    where coalesce(d.completion_date, (d.created_date at time zone 'Europe/Paris')::date) between $1::date and $2::date${narrow('d.veterinary_establishment_id', 'v.id')}`;
  const parts = [
    query.kind !== 'DELIVERIES' ? periods : null,
    query.kind !== 'SUBSCRIPTIONS' ? deliveries : null,
  ].filter(Boolean);
  return {
    text: `${parts.join(' union all ')} order by 2, 7, 1`,
    values,
  };
}
