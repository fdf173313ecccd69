// The billing bench's data: 1 000 000 issued invoices for the lists (written once, with a valid hash chain
// per creditor so that the chain verification stays true), and 10 000 groups of due subscription periods
// for each run (new subscriptions of 2024 on 5 000 establishments × 2 creditors).
import { formatDocumentNumber } from '@vetbo/domain/billing/numbering';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DocumentContent } from '../../apps/server/src/modules/billing/document-content.ts';
import { sealOf } from '../../apps/server/src/modules/billing/document-hash.ts';

/** How many invoices the lists' bench reads (billing-lists.ts), made once by ensureListInvoices. */
export const LIST_INVOICES = Number(process.env.BENCH_INVOICES ?? 1_000_000);
/** Periods of 2024: older than every other period of the bench database, so a run on this day bills only them. */
export const RUN_INVOICE_DATE = '2024-12-31';
export const RUN_ESTABLISHMENTS = 5_000;
/** More invoices than the demo's first billing makes (32 today): a table someone used, not the demo's. */
const DEMO_BILLING_AT_MOST = 200;

const LIST_FIRST_DAY = Date.UTC(2023, 0, 2);
const LIST_LAST_DAY = Date.UTC(2026, 10, 20);
const DAY = 86_400_000;

/** A deterministic pseudo-random number in [0, 1) for row i and a salt. */
const rand = (i: number, salt: number) => {
  let x = Math.imul(i ^ (salt * 0x9e3779b1), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
};
const pick = <T>(r: number, weighted: [T, number][]): T => {
  let left = r;
  for (const [value, weight] of weighted) {
    if (left < weight) return value;
    left -= weight;
  }
  return weighted[weighted.length - 1]?.[0] as T;
};

const CATEGORIES: [string, number][] = [
  ['SUBSCRIPTION', 0.62],
  ['SERVICE_DELIVERY', 0.28],
  ['ALIM', 0.06],
  ['DEPOSIT_ALIM', 0.02],
  ['OTHER', 0.02],
];
const STATUSES: [string, number][] = [
  ['PAID', 0.78],
  ['UNPAID', 0.12],
  ['PARTIAL_PAID', 0.04],
  ['REJECTED', 0.04],
  ['UNCOLLECTIBLE', 0.02],
];
const csv = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? String(value) : `"${value.replace(/"/g, '""')}"`;

/**
 * 1 000 000 issued invoices spread over 2023-01 … 2026-11, numbered per creditor and year in date order
 * and chained (a reduced content: number, dates, buyer, totals), written by COPY; no lines (the lists
 * never read them). Needs an empty billing table: the chain must start with them.
 */
export async function ensureListInvoices(databaseUrl: string, wanted: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const present = Number(
      (await client.query("select count(*)::int as n from billing_documents where document_type = 'INVOICE'"))
        .rows[0].n,
    );
    if (present >= wanted * 0.9) return present;
    // A new bench database holds the demo's first billing (the server bills the demo establishments at its
    // first start, apps/server/src/demo/seed-billing.ts): the list data replaces it, series included. TRUNCATE
    // is the only way past the triggers that keep issued documents (nothing else may remove them).
    if (present > 0 && present <= DEMO_BILLING_AT_MOST) {
      console.log(`▶ removing the demo's ${present} invoices: the list data numbers each series from 1`);
      await client.query('truncate billing_documents, billing_series cascade');
    } else if (present > 0)
      throw new Error(
        `billing_documents holds ${present} invoices: the list data needs an empty table (drop the bench database)`,
      );
    console.log(`▶ ${wanted} invoices for the lists`);
    const establishments = (
      await client.query<{ id: number; name: string; ls: number; social: string; code: string | null }>(
        `select e.id, e.name, e.legal_structure_id as ls, l.social_reason as social, e.accounting_code as code
           from veterinary_establishments e join legal_structures l on l.id = e.legal_structure_id order by e.id`,
      )
    ).rows;
    const creditors = (
      await client.query<{ id: number; prefix: string }>(
        'select id, invoice_series_prefix as prefix from creditors order by id',
      )
    ).rows;
    const heads = new Map(
      creditors.map((c) => [c.id, { year: 0, sequence: 0, hash: '0'.repeat(64), id: 0 }]),
    );
    const columns =
      'document_type, series, status, category, creditor_id, veterinary_establishment_id, legal_structure_id, ' +
      'client_name, sender_address_identity_name, payment_method, payment_status, bank_account_rum, accounting_code, ' +
      'amount_without_vat, vat_amount, amount_with_vat, paid_amount, number, issue_year, sequence, issue_date, ' +
      'due_date, period_start_date, period_end_date, content, content_hash, previous_hash, issued_date, ' +
      'created_date, updated_date';
    await client.query('begin');
    const stream = client.query(copyFrom(`copy billing_documents (${columns}) from stdin with (format csv)`));
    const done = new Promise<void>((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    let chunk: string[] = [];
    for (let i = 0; i < wanted; i++) {
      const time = LIST_FIRST_DAY + Math.floor(((LIST_LAST_DAY - LIST_FIRST_DAY) * i) / wanted);
      const day = new Date(time).toISOString().slice(0, 10);
      const year = Number(day.slice(0, 4));
      const creditor =
        creditors[rand(i, 1) < 0.6 ? 0 : 1] ?? (creditors[0] as { id: number; prefix: string });
      const head = heads.get(creditor.id) as { year: number; sequence: number; hash: string };
      head.sequence = head.year === year ? head.sequence + 1 : 1;
      head.year = year;
      const number = formatDocumentNumber(creditor.prefix, year, head.sequence);
      const e = establishments[Math.floor(rand(i, 2) * establishments.length)] as (typeof establishments)[0];
      const withoutVat = Math.round(1_500 + 400_000 * rand(i, 3) ** 3);
      const vat = Math.round(withoutVat * 0.2);
      const status = pick(rand(i, 4), STATUSES);
      const paid = status === 'PAID' ? withoutVat + vat : status === 'PARTIAL_PAID' ? Math.floor(vat) : 0;
      const debit = rand(i, 5) < 0.7;
      const due = new Date(time + 30 * DAY).toISOString().slice(0, 10);
      const content = {
        kind: 'INVOICE',
        number,
        issueDate: day,
        dueDate: due,
        buyer: { name: e.social },
        totals: { amountWithoutVat: withoutVat, vatAmount: vat, amountWithVat: withoutVat + vat },
      } as unknown as DocumentContent;
      const hash = sealOf(head.hash, content);
      const at = `${day} 09:00:00+00`;
      chunk.push(
        [
          csv('INVOICE'),
          csv('INVOICE'),
          csv('ISSUED'),
          csv(pick(rand(i, 6), CATEGORIES)),
          creditor.id,
          e.id,
          e.ls,
          csv(e.name),
          csv(e.social),
          csv(debit ? 'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT' : 'BANK_TRANSFER'),
          csv(status),
          csv(debit ? `RUM-${e.id}-${creditor.id}` : null),
          csv(e.code),
          withoutVat,
          vat,
          withoutVat + vat,
          paid,
          csv(number),
          year,
          head.sequence,
          csv(day),
          csv(due),
          csv(`${day.slice(0, 8)}01`),
          csv(day),
          csv(JSON.stringify(content)),
          csv(hash),
          csv(head.hash),
          csv(at),
          csv(at),
          csv(at),
        ].join(','),
      );
      head.hash = hash;
      if (chunk.length === 5_000) {
        if (!stream.write(`${chunk.join('\n')}\n`)) await new Promise((r) => stream.once('drain', r));
        chunk = [];
      }
    }
    stream.end(chunk.length ? `${chunk.join('\n')}\n` : '');
    await done;
    // Each series' head continues the chain the run appends to.
    await client.query(`
      insert into billing_series (creditor_id, series, year, last_sequence, last_hash, last_document_id)
      select distinct on (creditor_id) creditor_id, 'INVOICE', issue_year, sequence, content_hash, id
        from billing_documents where series = 'INVOICE' order by creditor_id, issue_year desc, sequence desc
      on conflict (creditor_id, series) do update set year = excluded.year, last_sequence = excluded.last_sequence,
        last_hash = excluded.last_hash, last_document_id = excluded.last_document_id`);
    await client.query('commit');
    await client.query('vacuum analyze billing_documents');
    return wanted;
  } finally {
    await client.end();
  }
}

/**
 * Due periods for one run of `RUN_ESTABLISHMENTS` × 2 creditors = 10 000 invoices: per establishment, two
 * subscriptions of the first creditor and one of the second, each in two half-years of 2024 (4 and 2
 * lines), a discount on one period in ten. Leftovers of a stopped run (2024 periods not billed) go first.
 */
export async function prepareDuePeriods(databaseUrl: string): Promise<{ periods: number; groups: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`
      delete from veterinary_establishment_service_subscriptions s
       where s.start_date < '2025-01-01' and not exists (
         select 1 from veterinary_establishment_service_periods p where p.subscription_id = s.id and p.invoice_id is not null)`);
    await client.query(
      `with chosen as (
         select id from veterinary_establishments where legal_structure_id is not null and id % 8 = 5
          order by id limit $1),
       options as (
         select o.id, o.code, o.unit_price_without_vat from veterinary_service_options o
          where o.code in ('CE-ABO-ESSENTIEL', 'VP-MAINT-FORFAIT', 'MVS-ABO-STANDARD'))
       insert into veterinary_establishment_service_subscriptions
         (veterinary_establishment_id, veterinary_service_option_id, start_date, end_date, parameters,
          annual_price_without_vat)
       select c.id, o.id, date '2024-01-01', date '2024-12-31',
         jsonb_build_object('serviceCode', o.code, 'contractType', 'CALENDAR_YEAR', 'subscriptionType', 'BY_YEAR'),
         24000 + (c.id % 50) * 100
       from chosen c cross join options o`,
      [RUN_ESTABLISHMENTS],
    );
    const periods = await client.query(`
      insert into veterinary_establishment_service_periods
        (subscription_id, veterinary_establishment_id, start_date, end_date, price_without_vat, should_generate_invoice)
      select s.id, s.veterinary_establishment_id, h.start_date, h.end_date, s.annual_price_without_vat / 2, true
        from veterinary_establishment_service_subscriptions s
       cross join (values (date '2024-01-01', date '2024-06-30'), (date '2024-07-01', date '2024-12-31')) h(start_date, end_date)
       where s.start_date = '2024-01-01'
         and not exists (select 1 from veterinary_establishment_service_periods p where p.subscription_id = s.id)
      returning id`);
    await client.query(`
      insert into veterinary_establishment_service_discounts (period_id, kind, value, amount_without_vat, label)
      select p.id, 'AMOUNT', 1500, 1500, 'Remise fidélité'
        from veterinary_establishment_service_periods p
       where p.start_date = '2024-01-01' and p.invoice_id is null and (p.id / 2) % 10 = 0`);
    await client.query('commit');
    await client.query('analyze veterinary_establishment_service_periods');
    const groups = await client.query<{ n: number }>(
      `select count(*)::int as n from (select distinct p.veterinary_establishment_id, s.creditor_id
         from veterinary_establishment_service_periods p
         join veterinary_establishment_service_subscriptions sub on sub.id = p.subscription_id
         join veterinary_service_options o on o.id = sub.veterinary_service_option_id
         join veterinary_services s on s.id = o.veterinary_service_id
        where p.invoice_id is null and p.should_generate_invoice and p.start_date <= $1) due`,
      [RUN_INVOICE_DATE],
    );
    return { periods: periods.rowCount ?? 0, groups: groups.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}
