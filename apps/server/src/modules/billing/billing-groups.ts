// What a run bills: the due subscription periods or the selected deliveries, grouped into one invoice
// per establishment and creditor (only services of the same creditor share an invoice, spec §9), with
// their discounts as discount lines.

import type { VatCategory } from '@vetbo/domain/enums';
import { VAT_RATES } from '@vetbo/domain/money/vat';
import { renderDeliveryLabel } from '@vetbo/domain/services/delivery-label';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';
import type { PreparedLine } from './create-document.ts';

export interface BillingGroup {
  veterinaryEstablishmentId: number;
  creditorId: number;
  category: 'SUBSCRIPTION' | 'SERVICE_DELIVERY';
  lines: PreparedLine[];
  periodIds: number[];
  deliveryIds: number[];
  periodStartDate: string | null;
  periodEndDate: string | null;
  deliveryDate: string | null;
  deliveryInformationCode: string | null;
}

export interface GroupKey {
  veterinaryEstablishmentId: number;
  creditorId: number;
}

/** A list of integers as one PostgreSQL `int[]` parameter (drizzle spreads a JS array into a row). */
export const intArray = (values: readonly number[] | null) =>
  values === null
    ? sql`null::int[]`
    : sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;

/**
 * Establishment–creditor pairs as one `bigint[]` (establishment × 2³² + creditor): compared as a plain
 * filter on the establishments' periods, where a row comparison with an unnested list became a join
 * that read every period of the services' creditors first.
 */
const pairArray = (keys: readonly GroupKey[]) =>
  sql`${`{${keys.map((key) => BigInt(key.veterinaryEstablishmentId) * 4294967296n + BigInt(key.creditorId)).join(',')}}`}::bigint[]`;

const french = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Every establishment–creditor pair with periods due on or before the day, in order: one scan of the due
 * periods per run (a scan per batch, for the next 50 pairs, took 40–80 ms each: most of a run's time).
 */
export async function dueSubscriptionKeys(
  db: Pick<Tx, 'execute'>,
  invoiceDate: string,
  establishmentIds: number[] | null,
): Promise<GroupKey[]> {
  const { rows } = await db.execute<{ establishment_id: number; creditor_id: number }>(sql`
    select distinct p.veterinary_establishment_id as establishment_id, s.creditor_id
      from veterinary_establishment_service_periods p
      join veterinary_establishment_service_subscriptions sub on sub.id = p.subscription_id
      join veterinary_service_options o on o.id = sub.veterinary_service_option_id
      join veterinary_services s on s.id = o.veterinary_service_id
     where p.invoice_id is null and p.should_generate_invoice and p.start_date <= ${invoiceDate}
       and (${intArray(establishmentIds)} is null or p.veterinary_establishment_id = any(${intArray(establishmentIds)}))
     order by 1, 2`);
  return rows.map((row) => ({
    veterinaryEstablishmentId: Number(row.establishment_id),
    creditorId: Number(row.creditor_id),
  }));
}

/**
 * The due periods of a batch of groups, in one statement, locked; periods another run took meanwhile are
 * left out (a group left with none is not returned). One query per batch, not one per group.
 */
export async function subscriptionGroups(
  tx: Tx,
  keys: readonly GroupKey[],
  invoiceDate: string,
): Promise<BillingGroup[]> {
  if (keys.length === 0) return [];
  const { rows } = await tx.execute<{
    id: number;
    establishment_id: number;
    creditor_id: number;
    start_date: string;
    end_date: string;
    price_without_vat: number;
    label: string;
    option_code: string;
    accounting_code: string;
    vat_category: VatCategory;
  }>(sql`
    select p.id, p.veterinary_establishment_id as establishment_id, s.creditor_id,
           to_char(p.start_date, 'YYYY-MM-DD') as start_date, to_char(p.end_date, 'YYYY-MM-DD') as end_date,
           p.price_without_vat, coalesce(sub.invoice_label, o.entitled) as label, o.code as option_code,
           s.accounting_code, coalesce(e.service_vat_category, s.vat_category) as vat_category
      from veterinary_establishment_service_periods p
      join veterinary_establishment_service_subscriptions sub on sub.id = p.subscription_id
      join veterinary_service_options o on o.id = sub.veterinary_service_option_id
      join veterinary_services s on s.id = o.veterinary_service_id
      join veterinary_establishments e on e.id = p.veterinary_establishment_id
     where p.veterinary_establishment_id = any(${intArray(keys.map((key) => key.veterinaryEstablishmentId))})
       and p.veterinary_establishment_id::bigint * 4294967296 + s.creditor_id = any(${pairArray(keys)})
       and p.invoice_id is null and p.should_generate_invoice and p.start_date <= ${invoiceDate}
     order by p.veterinary_establishment_id, s.creditor_id, p.start_date, p.id
       for update of p skip locked`);
  if (rows.length === 0) return [];
  const discounts = await discountsOf(
    tx,
    'veterinary_establishment_service_discounts',
    'period_id',
    rows.map((row) => row.id),
  );
  const groups = new Map<string, BillingGroup>();
  for (const row of rows) {
    const group = groupOf(groups, row, 'SUBSCRIPTION');
    const vatCategory = row.vat_category;
    const base = {
      accountingCode: row.accounting_code,
      productCode: row.option_code,
      description: null,
      vatCategory,
      vatRate: VAT_RATES[vatCategory],
      analyticCode: null,
      veterinaryEstablishmentServicePeriodId: row.id,
    };
    const price = Number(row.price_without_vat);
    group.lines.push({
      ...base,
      summary: `${row.label} — du ${french(row.start_date)} au ${french(row.end_date)}`.slice(0, 255),
      category: 'SERVICE_SALES',
      quantity: 1,
      unitPriceWithoutVat: price,
      amountWithoutVat: price,
    });
    group.lines.push(...discountLines(base, discounts.get(row.id), 'SERVICE_DISCOUNT'));
    group.periodIds.push(row.id);
    // Rows come by start date: the first is the earliest start; the latest end is looked for.
    group.periodStartDate ??= row.start_date;
    if (!group.periodEndDate || row.end_date > group.periodEndDate) group.periodEndDate = row.end_date;
  }
  return [...groups.values()];
}

/** The group of the row's establishment and creditor, started empty the first time. */
function groupOf(
  groups: Map<string, BillingGroup>,
  row: { establishment_id: number; creditor_id: number },
  category: BillingGroup['category'],
): BillingGroup {
  const key = `${row.establishment_id}:${row.creditor_id}`;
  let group = groups.get(key);
  if (!group) {
    group = {
      veterinaryEstablishmentId: Number(row.establishment_id),
      creditorId: Number(row.creditor_id),
      category,
      lines: [],
      periodIds: [],
      deliveryIds: [],
      periodStartDate: null,
      periodEndDate: null,
      deliveryDate: null,
      deliveryInformationCode: null,
    };
    groups.set(key, group);
  }
  return group;
}

/** A period's or delivery's discounts as negative lines beside its sale (same account, VAT, reference). */
function discountLines(
  base: Omit<
    PreparedLine,
    'summary' | 'description' | 'category' | 'quantity' | 'unitPriceWithoutVat' | 'amountWithoutVat'
  >,
  discounts: { amount: number; label: string }[] | undefined,
  category: 'SERVICE_DISCOUNT' | 'SERVICE_DELIVERY_DISCOUNT',
): PreparedLine[] {
  return (discounts ?? []).map((discount) => ({
    ...base,
    summary: discount.label,
    description: null,
    category,
    quantity: 1,
    unitPriceWithoutVat: -discount.amount,
    amountWithoutVat: -discount.amount,
  }));
}

async function discountsOf(tx: Tx, table: string, column: string, ids: number[]) {
  const { rows } = await tx.execute<{ owner: number; amount: number; label: string | null }>(sql`
    select ${sql.identifier(column)} as owner, amount_without_vat as amount, label
      from ${sql.identifier(table)} where ${sql.identifier(column)} = any(${intArray(ids)}) and amount_without_vat > 0
     order by id`);
  const map = new Map<number, { amount: number; label: string }[]>();
  for (const row of rows)
    map.set(Number(row.owner), [
      ...(map.get(Number(row.owner)) ?? []),
      { amount: Number(row.amount), label: row.label ?? 'Remise' },
    ]);
  return map;
}

/** The selected deliveries still to bill, locked, grouped by establishment and creditor. */
export async function deliveryGroups(tx: Tx, deliveryIds: number[]): Promise<BillingGroup[]> {
  const { rows } = await tx.execute<{
    id: number;
    establishment_id: number;
    creditor_id: number;
    code: string;
    entitled: string;
    long_description: string | null;
    quantity: number;
    unit_price_without_vat: number;
    vat_category: VatCategory;
    accounting_code: string;
    completion_date: string | null;
    pattern: string | null;
    establishment_name: string;
    privileged_code: string;
  }>(sql`
    select d.id, d.veterinary_establishment_id as establishment_id, s.creditor_id, d.code, d.entitled,
           d.long_description, d.quantity, d.unit_price_without_vat, d.vat_category, d.accounting_code,
           to_char(d.completion_date, 'YYYY-MM-DD') as completion_date, o.invoice_line_entitled_pattern as pattern,
           e.name as establishment_name, e.privileged_code
      from veterinary_establishment_service_deliveries d
      join veterinary_services s on s.id = d.veterinary_service_id
      join veterinary_establishments e on e.id = d.veterinary_establishment_id
      left join service_delivery_options o on o.id = d.service_delivery_option_id
     where d.id = any(${intArray(deliveryIds)}) and d.invoice_id is null and d.should_generate_invoice
     order by d.veterinary_establishment_id, s.creditor_id, d.completion_date nulls last, d.id
       for update of d`);
  const discounts = await discountsOf(
    tx,
    'veterinary_establishment_service_delivery_discounts',
    'service_delivery_id',
    rows.map((row) => row.id),
  );
  const groups = new Map<string, BillingGroup>();
  for (const row of rows) {
    const group = groupOf(groups, row, 'SERVICE_DELIVERY');
    const base = {
      accountingCode: row.accounting_code,
      productCode: row.code,
      vatCategory: row.vat_category,
      vatRate: VAT_RATES[row.vat_category],
      analyticCode: null,
      veterinaryEstablishmentServiceDeliveryId: row.id,
    };
    const unit = Number(row.unit_price_without_vat);
    const quantity = Number(row.quantity);
    group.lines.push({
      ...base,
      summary: renderDeliveryLabel(row.pattern, {
        entitled: row.entitled,
        code: row.code,
        quantity,
        completionDate: row.completion_date,
        establishmentName: row.establishment_name,
        privilegedCode: row.privileged_code,
      }),
      description: row.long_description,
      category: 'SERVICE_DELIVERY_SALES',
      quantity,
      unitPriceWithoutVat: unit,
      amountWithoutVat: unit * quantity,
    });
    group.lines.push(...discountLines(base, discounts.get(row.id), 'SERVICE_DELIVERY_DISCOUNT'));
    group.deliveryIds.push(row.id);
    if (row.completion_date && (!group.deliveryDate || row.completion_date > group.deliveryDate))
      group.deliveryDate = row.completion_date;
  }
  for (const group of groups.values())
    if (group.deliveryIds.length === 1)
      group.deliveryInformationCode = rows.find((row) => row.id === group.deliveryIds[0])?.code ?? null;
  return [...groups.values()];
}
