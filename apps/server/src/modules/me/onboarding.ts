import type { Db } from '@vetbo/db/database';
import { frenchOrder } from '@vetbo/db/schema/collation';
import { maskIban } from '@vetbo/domain/billing-accounts';
import { SIGNATURE_PROVIDERS } from '@vetbo/domain/enums';
import { toApiDateTime } from '@vetbo/domain/list-query';
import { hasPendingMandate } from '@vetbo/domain/onboarding/mandate-state';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

export const onboardingSchema = z
  .object({
    establishments: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        privilegedCode: z.string(),
        legalStructure: z.object({ id: z.number().int(), socialReason: z.string() }).nullable(),
        /** Spec §4: a billing account of its legal structure has a mandate still to sign. */
        hasPendingMandate: z.boolean(),
      }),
    ),
    /** Spec §4: the ENABLED billing accounts with a pending mandate, across these establishments. */
    pendingMandateCount: z.number().int(),
    /** Signatures asked of this user and not given yet (mandates or contracts), to sign in the onboarding area. */
    pendingSignatures: z.array(
      z.object({
        signerId: z.number().int(),
        name: z.string(),
        provider: z.enum(SIGNATURE_PROVIDERS),
        kind: z.enum(['MANDATES', 'CONTRACT']),
        expirationDate: z.string().nullable(),
      }),
    ),
    /** The ENABLED billing accounts of these establishments' legal structures, with their mandates in force. */
    billingAccounts: z.array(
      z.object({
        id: z.number().int(),
        legalStructureId: z.number().int(),
        entitled: z.string(),
        /** The leader's own account: masked all the same on screen (the last four characters). */
        ibanMasked: z.string().nullable(),
        requiredMandates: z.array(
          z.object({
            id: z.number().int(),
            rum: z.string(),
            mandateEntitled: z.string(),
            creditorName: z.string(),
            validatedDate: z.string().nullable(),
          }),
        ),
        /** The signature under way where this user signs (built-in: signed in the onboarding area). */
        signature: z.object({ signerId: z.number().int(), provider: z.enum(SIGNATURE_PROVIDERS) }).nullable(),
      }),
    ),
  })
  .meta({ id: 'Onboarding' });
export type Onboarding = z.infer<typeof onboardingSchema>;

/**
 * Spec §6 and §4: the establishments where the user is VETERINARIAN_LEADER today (entry on or before
 * today, exit empty or on or after today), and the mandates their structures' billing accounts must sign
 * (only ENABLED accounts count; a revoked mandate is not pending, a new one is required instead).
 */
export async function loadOnboarding(db: Db, userId: number): Promise<Onboarding> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    privileged_code: string;
    legal_structure_id: number | null;
    social_reason: string | null;
  }>(sql`
    select e.id, e.name, e.privileged_code, l.id as legal_structure_id, l.social_reason
    from veterinary_establishment_users j
    join veterinary_establishments e on e.id = j.veterinary_establishment_id
    left join legal_structures l on l.id = e.legal_structure_id
    where j.user_id = ${userId} and j.job_title = 'VETERINARIAN_LEADER'
      and j.entry_date <= current_date and (j.exit_date is null or j.exit_date >= current_date)
    group by e.id, l.id
    order by ${frenchOrder(sql`e.name`)}, e.id`);
  const structureIds = [
    ...new Set(rows.flatMap((row) => (row.legal_structure_id === null ? [] : [row.legal_structure_id]))),
  ];
  const billingAccounts = await loadAccounts(db, userId, structureIds);
  // Spec §4, one rule with the web's (packages/domain): the accounts with a mandate to sign.
  const pendingAccounts = billingAccounts.filter(hasPendingMandate);
  const structuresWithPending = new Set(pendingAccounts.map((account) => account.legalStructureId));
  return {
    pendingSignatures: await loadPendingSignatures(db, userId),
    billingAccounts,
    establishments: rows.map((row) => ({
      id: row.id,
      name: row.name,
      privilegedCode: row.privileged_code,
      legalStructure:
        row.legal_structure_id === null
          ? null
          : { id: row.legal_structure_id, socialReason: row.social_reason ?? '' },
      hasPendingMandate: row.legal_structure_id !== null && structuresWithPending.has(row.legal_structure_id),
    })),
    pendingMandateCount: new Set(pendingAccounts.map((account) => account.id)).size,
  };
}

/** The ENABLED accounts of these structures, their mandates in force and the user's signature under way. */
async function loadAccounts(
  db: Db,
  userId: number,
  structureIds: number[],
): Promise<Onboarding['billingAccounts']> {
  if (structureIds.length === 0) return [];
  const { rows } = await db.execute<{
    id: number;
    legal_structure_id: number;
    entitled: string;
    iban: string | null;
    mandates:
      | { id: number; rum: string; entitled: string; creditor: string; validated: string | null }[]
      | null;
    signer_id: number | null;
    provider: 'BUILT_IN' | 'YOUSIGN' | null;
  }>(sql`
    select b.id, b.legal_structure_id, b.entitled, b.iban,
      (select json_agg(json_build_object('id', r.id, 'rum', r.rum, 'entitled', m.entitled,
          'creditor', c.name, 'validated', r.validated_date) order by r.id)
        from required_mandates r join mandates m on m.id = r.mandate_id join creditors c on c.id = m.creditor_id
        where r.billing_account_id = b.id and r.revoked_date is null) as mandates,
      s.id as signer_id, q.provider
    from billing_accounts b
    left join signature_requests q on q.billing_account_id = b.id and q.status = 'ONGOING'
      and (q.expiration_date is null or q.expiration_date >= now())
    left join signature_signers s on s.signature_request_id = q.id and s.user_id = ${userId} and s.status = 'PENDING'
    where b.legal_structure_id in (${sql.join(
      structureIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and b.status = 'ENABLED'
    order by ${frenchOrder(sql`b.entitled`)}, b.id`);
  return rows.map((row) => ({
    id: row.id,
    legalStructureId: row.legal_structure_id,
    entitled: row.entitled,
    ibanMasked: row.iban ? maskIban(row.iban) : null,
    requiredMandates: (row.mandates ?? []).map((mandate) => ({
      id: mandate.id,
      rum: mandate.rum,
      mandateEntitled: mandate.entitled,
      creditorName: mandate.creditor,
      validatedDate: mandate.validated ? toApiDateTime(new Date(mandate.validated)) : null,
    })),
    signature:
      row.signer_id !== null && row.provider !== null
        ? { signerId: row.signer_id, provider: row.provider }
        : null,
  }));
}

/** The signatures under way where this user is a signer who has not signed yet, oldest first. */
async function loadPendingSignatures(db: Db, userId: number): Promise<Onboarding['pendingSignatures']> {
  const { rows } = await db.execute<{
    signer_id: number;
    name: string;
    provider: 'BUILT_IN' | 'YOUSIGN';
    contract_document_id: number | null;
    expiration_date: string | null;
  }>(sql`
    select s.id as signer_id, q.name, q.provider, q.contract_document_id, q.expiration_date
    from signature_signers s join signature_requests q on q.id = s.signature_request_id
    where s.user_id = ${userId} and s.status = 'PENDING' and q.status = 'ONGOING'
      and (q.expiration_date is null or q.expiration_date >= now())
    order by q.created_date, s.id`);
  return rows.map((row) => ({
    signerId: row.signer_id,
    name: row.name,
    provider: row.provider,
    kind: row.contract_document_id === null ? ('MANDATES' as const) : ('CONTRACT' as const),
    expirationDate: row.expiration_date ? toApiDateTime(new Date(row.expiration_date)) : null,
  }));
}
