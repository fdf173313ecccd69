import type { Db } from '@vetbo/db/database';
import { frenchOrder } from '@vetbo/db/schema/collation';
import { MANDATE_STATES, type RequiredCreditor } from '@vetbo/domain/establishment-transfers';
import { sql } from 'drizzle-orm';

type Executor = Pick<Db, 'execute'>;

/** MANDATE_STATES lists the states best first: the query ranks a model's mandate by that index. */
const stateOf = (rank: number | null) => (rank === null ? undefined : MANDATE_STATES[rank]) ?? 'MISSING';

interface Row extends Record<string, unknown> {
  creditor_id: number;
  creditor_name: string;
  mandate_id: number | null;
  mandate_entitled: string | null;
  /** The index of the mandate's state in MANDATE_STATES (SIGNED, PENDING, MISSING); null without a model. */
  state_rank: number | null;
}

/**
 * The creditors the establishment is invoiced by — those of the mandate models it is attached to by a
 * client account not ended (its `endDate` today or later, or none), of the
 * services of its subscriptions not ended (Paris' day: the connection's `current_date`) and of its
 * deliveries still to invoice — once each, with the state of the SEPA mandate `billingAccountId` holds for
 * that creditor: what must be signed before the account is debited. Of a creditor's mandate models, the one
 * in the best state for the account (a revoked mandate counts for nothing), then one the establishment is
 * attached to, then the first. docs/decisions.md, "Required creditors of a transfer".
 */
export async function findRequiredCreditors(
  db: Executor,
  veterinaryEstablishmentId: number,
  billingAccountId: number,
): Promise<RequiredCreditor[]> {
  const establishment = veterinaryEstablishmentId;
  const { rows } = await db.execute<Row>(sql`
    with invoicing as (
      select m.creditor_id
      from veterinary_establishment_mandates l join mandates m on m.id = l.mandate_id
      where l.veterinary_establishment_id = ${establishment}
        and (l.end_date is null or l.end_date >= current_date)
      union
      select s.creditor_id
      from veterinary_establishment_service_subscriptions u
      join veterinary_service_options o on o.id = u.veterinary_service_option_id
      join veterinary_services s on s.id = o.veterinary_service_id
      where u.veterinary_establishment_id = ${establishment} and u.end_date >= current_date
      union
      select s.creditor_id
      from veterinary_establishment_service_deliveries d join veterinary_services s on s.id = d.veterinary_service_id
      where d.veterinary_establishment_id = ${establishment} and d.billing_status <> 'BILLED'
        and d.should_generate_invoice
    ),
    models as (
      select m.id, m.creditor_id, m.entitled,
        coalesce((
          select min(case when r.is_validated or r.validated_date is not null then 0 else 1 end)
          from required_mandates r
          where r.mandate_id = m.id and r.billing_account_id = ${billingAccountId} and r.revoked_date is null
        ), 2) as state_rank,
        exists (
          select 1 from veterinary_establishment_mandates l
          where l.mandate_id = m.id and l.veterinary_establishment_id = ${establishment}
            and (l.end_date is null or l.end_date >= current_date)
        ) as attached
      from mandates m
      where m.creditor_id in (select creditor_id from invoicing)
    ),
    chosen as (
      select distinct on (creditor_id) * from models order by creditor_id, state_rank, attached desc, id
    )
    select c.id as creditor_id, c.name as creditor_name, chosen.id as mandate_id,
      chosen.entitled as mandate_entitled, chosen.state_rank
    from invoicing
    join creditors c on c.id = invoicing.creditor_id
    left join chosen on chosen.creditor_id = c.id
    order by ${frenchOrder(sql`c.name`)}, c.id`);
  return rows.map((row) => ({
    creditorId: row.creditor_id,
    creditorName: row.creditor_name,
    mandateId: row.mandate_id,
    mandateEntitled: row.mandate_entitled,
    mandateState: stateOf(row.state_rank),
  }));
}
