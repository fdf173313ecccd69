// Who may write a team job, beyond the route's `users` write (issue 20): nobody writes their own jobs
// through the staff calls, and a leadership — the person who signs an establishment's SEPA mandates and
// gives its bank details — is given, changed or ended only by a `billing` writer.
import { can } from '@vetbo/domain/permissions';
import { type JobTerms, type LeadershipChange, leadershipChange } from '@vetbo/domain/teams';
import { refusal } from '../../lib/problem.ts';
import type { RequestContext } from '../../lib/write-context.ts';
import { TEAM_PROBLEMS } from './teams.problems.ts';

/**
 * Refuses the write (403) when the job is the actor's own, or when it touches a leadership and the actor
 * does not write `billing`; else gives the leadership change it makes (null: none).
 */
export function authoriseJobWrite(
  actor: RequestContext,
  personId: number,
  before: JobTerms | null,
  after: JobTerms | null,
): LeadershipChange | null {
  if (actor.userId !== null && actor.userId === personId) throw refusal(TEAM_PROBLEMS.OWN_JOB_FORBIDDEN);
  const change = leadershipChange(before, after);
  if (change && !can(actor.role, 'write', 'billing')) throw refusal(TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN);
  return change;
}
