import type { StaffRole } from '@vetbo/domain/enums';
import { can } from '@vetbo/domain/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { LEADER_JOB_NOT_ENDED } from '../me/public.ts';
import type { UserRow } from './users.mapper.ts';
import { USER_PROBLEMS } from './users.problems.ts';

/** Who is calling: the signed-in user's id and staff role. */
export interface Actor {
  id: number | null;
  staffRole: StaffRole | null;
}

export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user?.id ?? null,
  staffRole: request.user?.staffRole ?? null,
});

/** Whether the user holds a VETERINARIAN_LEADER job today or from a later date (they sign SEPA mandates). */
async function holdsLeaderJob(tx: Tx, userId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select 1 from veterinary_establishment_users j
    where j.user_id = ${userId} and ${LEADER_JOB_NOT_ENDED}
    limit 1`);
  return rows.length > 0;
}

/**
 * Who may hand a user's account to another mailbox — change their e-mail, invite them, send them a
 * password link (issue 20): whoever controls the address controls the account, through "mot de passe
 * oublié". Never oneself through the staff calls; a user holding a staff role, only an ADMIN; a leader
 * (who signs the SEPA mandates of their establishments), only a `billing` writer, as for making one.
 * Everyone else: whoever writes `users` (the route's own rule).
 */
export async function assertMayHandOverAccount(tx: Tx, actor: Actor, target: UserRow): Promise<void> {
  if (actor.id === target.id) throw refusal(USER_PROBLEMS.OWN_IDENTITY);
  if (target.staffRole && actor.staffRole !== 'ADMIN') throw refusal(USER_PROBLEMS.STAFF_ACCOUNT_ADMIN_ONLY);
  if (!can(actor.staffRole, 'write', 'billing') && (await holdsLeaderJob(tx, target.id))) {
    throw refusal(USER_PROBLEMS.LEADER_ACCOUNT_BILLING_ONLY);
  }
}

/** Nobody changes their own staff role: another ADMIN does. */
export function assertNotOwnRole(actor: Actor, target: { id: number }): void {
  if (actor.id === target.id) throw refusal(USER_PROBLEMS.OWN_IDENTITY);
}

/** Whether a new address is another mailbox (a change of case only is the same address). */
export const isAnotherAddress = (current: string, next: string | undefined) =>
  next !== undefined && next.toLowerCase() !== current.toLowerCase();
