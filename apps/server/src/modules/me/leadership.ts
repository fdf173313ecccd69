// Who leads what (spec §6): a user is VETERINARIAN_LEADER of an establishment from their entry date
// (on or before today) until their exit date (empty, or on or after today). The onboarding area reaches
// only the establishments a user leads, their legal structures' billing accounts, and their signatures.
import type { Db } from '@vetbo/db/database';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';

type Executor = Db | Tx;

/**
 * SQL condition on a job `j` (veterinary_establishment_users): a leader job that has not ended — today's or
 * one starting later. Who may be given the right to sign, and who is protected as a signer, by this rule.
 */
export const LEADER_JOB_NOT_ENDED = sql`j.job_title = 'VETERINARIAN_LEADER'
  and (j.exit_date is null or j.exit_date >= current_date)`;

/** SQL: the establishment ids the user leads today. */
export const ledEstablishmentIds = (userId: number) => sql`
  select j.veterinary_establishment_id from veterinary_establishment_users j
  where j.user_id = ${userId} and j.job_title = 'VETERINARIAN_LEADER'
    and j.entry_date <= current_date and (j.exit_date is null or j.exit_date >= current_date)`;

/** Whether the user leads an establishment of the account's legal structure. */
export async function leadsBillingAccount(db: Executor, userId: number, billingAccountId: number) {
  const { rows } = await db.execute(sql`
    select 1 from billing_accounts b
    join veterinary_establishments e on e.legal_structure_id = b.legal_structure_id
    where b.id = ${billingAccountId} and e.id in (${ledEstablishmentIds(userId)})
    limit 1`);
  return rows.length > 0;
}

/** Whether the document is issued to an establishment the user leads today (the portal's invoices). */
export async function leadsBillingDocument(db: Executor, userId: number, documentId: number) {
  const { rows } = await db.execute(sql`
    select 1 from billing_documents d
    where d.id = ${documentId} and d.status = 'ISSUED' and d.veterinary_establishment_id in (${ledEstablishmentIds(userId)})
    limit 1`);
  return rows.length > 0;
}

/** Whether the user leads an establishment of this legal structure (a mandate's possible signer). */
export async function leadsLegalStructure(db: Executor, userId: number, legalStructureId: number) {
  const { rows } = await db.execute(sql`
    select 1 from veterinary_establishments e
    where e.legal_structure_id = ${legalStructureId} and e.id in (${ledEstablishmentIds(userId)})
    limit 1`);
  return rows.length > 0;
}

/**
 * Whether the user may act as this signer today: it is theirs, and they still hold what made them the
 * signer — a mandates request's signer leads an establishment of the account's structure, a contract's
 * signer has a job in its establishment that has not ended. A leader whose job ends loses the signatures
 * under way (and the signed documents, which show the IBAN) with it.
 */
export async function mayActAsSigner(db: Executor, userId: number, signerId: number) {
  const { rows } = await db.execute(sql`
    select 1 from signature_signers s
    join signature_requests q on q.id = s.signature_request_id
    where s.id = ${signerId} and s.user_id = ${userId} and (
      exists (select 1 from billing_accounts b
        join veterinary_establishments e on e.legal_structure_id = b.legal_structure_id
        where b.id = q.billing_account_id and e.id in (${ledEstablishmentIds(userId)}))
      or exists (select 1 from contract_documents d
        join contracts c on c.id = d.contract_id
        join veterinary_establishment_users j on j.veterinary_establishment_id = c.veterinary_establishment_id
        where d.id = q.contract_document_id and j.user_id = ${userId}
          and (j.exit_date is null or j.exit_date >= current_date)))
    limit 1`);
  return rows.length > 0;
}
