import type { Db } from '@vetbo/db/database';
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
    pending_accounts: number[] | null;
  }>(sql`
    select e.id, e.name, e.privileged_code, l.id as legal_structure_id, l.social_reason,
      (select array_agg(distinct b.id) from billing_accounts b
        join required_mandates r on r.billing_account_id = b.id
        where b.legal_structure_id = e.legal_structure_id and b.status = 'ENABLED'
          and r.validated_date is null and r.revoked_date is null) as pending_accounts
    from veterinary_establishment_users j
    join veterinary_establishments e on e.id = j.veterinary_establishment_id
    left join legal_structures l on l.id = e.legal_structure_id
    where j.user_id = ${userId} and j.job_title = 'VETERINARIAN_LEADER'
      and j.entry_date <= current_date and (j.exit_date is null or j.exit_date >= current_date)
    group by e.id, l.id
    order by e.name, e.id`);
  const pending = new Set(rows.flatMap((row) => row.pending_accounts ?? []));
  return {
    establishments: rows.map((row) => ({
      id: row.id,
      name: row.name,
      privilegedCode: row.privileged_code,
      legalStructure:
        row.legal_structure_id === null
          ? null
          : { id: row.legal_structure_id, socialReason: row.social_reason ?? '' },
      hasPendingMandate: (row.pending_accounts ?? []).length > 0,
    })),
    pendingMandateCount: pending.size,
  };
}
