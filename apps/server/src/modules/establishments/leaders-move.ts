// An establishment's leaders sign for the billing accounts and mandates of its legal structure
// (me/leadership.ts): moving an establishment that has a leader to another structure hands them the right
// to sign for that structure (mandates, the leader's IBAN regularisation). Only the roles that give
// leader jobs (`billing` writers, teams/job-access.ts) may do it.
import type { StaffRole } from '@vetbo/domain/enums';
import { can } from '@vetbo/domain/permissions';
import { sql } from 'drizzle-orm';
import { refusal } from '../../lib/problem.ts';
import type { Tx } from '../../lib/transaction.ts';
import { LEADER_JOB_NOT_ENDED } from '../me/public.ts';
import { ESTABLISHMENT_PROBLEMS } from './establishments.problems.ts';

/** Whether the establishment has a leader job that has not ended (today's or a future one). */
async function hasLeader(tx: Tx, establishmentId: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select 1 from veterinary_establishment_users j
    where j.veterinary_establishment_id = ${establishmentId} and ${LEADER_JOB_NOT_ENDED}
    limit 1`);
  return rows.length > 0;
}

/** 403 LEADERS_MOVE_FORBIDDEN when a non-`billing` writer moves an establishment with a leader to another structure. */
export async function assertMayMoveLeaders(
  tx: Tx,
  establishment: { id: number; legalStructureId: number | null },
  targetLegalStructureId: number | null | undefined,
  role: StaffRole | null,
): Promise<void> {
  if (targetLegalStructureId === undefined || targetLegalStructureId === establishment.legalStructureId)
    return;
  if (can(role, 'write', 'billing')) return;
  if (await hasLeader(tx, establishment.id)) {
    throw refusal(ESTABLISHMENT_PROBLEMS.LEADERS_MOVE_FORBIDDEN, {
      errors: [{ path: 'legalStructureId', message: 'leadersMoveForbidden' }],
    });
  }
}
