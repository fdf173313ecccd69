// Who may write a team job, beyond the route's `users` write (issue 20): nobody writes their own jobs
// through the staff calls, and a leadership — the person who signs an establishment's SEPA mandates and
// gives its bank details — is given, changed or ended only by a `billing` writer.
import type { StaffRole } from '@vetbo/domain/enums';
import { can } from '@vetbo/domain/permissions';
import { type JobTerms, type LeadershipChange, leadershipChange } from '@vetbo/domain/teams';
import type { FastifyRequest } from 'fastify';
import { refusal } from '../../lib/problem.ts';
import { type WriteContext, writeContext } from '../../lib/write-context.ts';
import { TEAM_PROBLEMS } from './teams.problems.ts';

export interface JobWriteContext extends WriteContext {
  staffRole: StaffRole | null;
}

export const jobWriteContext = (request: FastifyRequest): JobWriteContext => ({
  ...writeContext(request),
  staffRole: request.user?.staffRole ?? null,
});

/**
 * Refuses the write (403) when the job is the actor's own, or when it touches a leadership and the actor
 * does not write `billing`; else gives the leadership change it makes (null: none).
 */
export function authoriseJobWrite(
  actor: JobWriteContext,
  personId: number,
  before: JobTerms | null,
  after: JobTerms | null,
): LeadershipChange | null {
  if (actor.userId !== null && actor.userId === personId) throw refusal(TEAM_PROBLEMS.OWN_JOB_FORBIDDEN);
  const change = leadershipChange(before, after);
  if (change && !can(actor.staffRole, 'write', 'billing')) throw refusal(TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN);
  return change;
}
