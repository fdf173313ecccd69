import { ACTIVITY_PROBLEMS } from '../modules/activities/activities.problems.ts';
import { BILLING_PROBLEMS } from '../modules/billing/billing.problems.ts';
import { BILLING_ACCOUNT_PROBLEMS } from '../modules/billing-accounts/billing-accounts.problems.ts';
import { CENTRAL_ACCOUNT_PROBLEMS } from '../modules/central-accounts/central-accounts.problems.ts';
import { CONTRACT_PROBLEMS } from '../modules/contracts/contracts.problems.ts';
import { CREDITOR_PROBLEMS } from '../modules/creditors/creditors.problems.ts';
import { E_INVOICING_PROBLEMS } from '../modules/e-invoicing/e-invoicing.problems.ts';
import { ADDRESS_PROBLEMS } from '../modules/establishment-addresses/establishment-addresses.problems.ts';
import { TRANSFER_PROBLEMS } from '../modules/establishment-transfers/establishment-transfers.problems.ts';
import { ESTABLISHMENT_PROBLEMS } from '../modules/establishments/establishments.problems.ts';
import { FILE_PROBLEMS } from '../modules/files/files.problems.ts';
import { LEGACY_CREDIT_NOTE_PROBLEMS } from '../modules/legacy-credit-notes/legacy-credit-notes.problems.ts';
import { LEGAL_STRUCTURE_PROBLEMS } from '../modules/legal-structures/legal-structures.problems.ts';
import { MAIL_PROBLEMS } from '../modules/mail/mail.problems.ts';
import { MANDATE_PROBLEMS } from '../modules/mandates/mandates.problems.ts';
import { MEMBERSHIP_PROBLEMS } from '../modules/memberships/memberships.problems.ts';
import { PRIVACY_PROBLEMS } from '../modules/privacy/privacy.problems.ts';
import { SEPA_FILE_PROBLEMS } from '../modules/sepa-files/sepa-files.problems.ts';
import { DELIVERY_PROBLEMS } from '../modules/service-deliveries/service-deliveries.problems.ts';
import { SUBSCRIPTION_PROBLEMS } from '../modules/service-subscriptions/service-subscriptions.problems.ts';
import { SIGNATURE_PROBLEMS } from '../modules/signatures/signatures.problems.ts';
import { TEAM_PROBLEMS } from '../modules/teams/teams.problems.ts';
import { USER_ACCOUNT_PROBLEMS } from '../modules/user-accounts/user-accounts.problems.ts';
import { USER_PROBLEMS } from '../modules/users/users.problems.ts';
import { WORKGROUP_PROBLEMS } from '../modules/workgroups/workgroups.problems.ts';
import { HTTP_PROBLEMS } from './http.problems.ts';
import type { Problem, UniqueConstraintAnswer } from './problem.ts';

/**
 * Every catalogue, one line each: a module that declares problems adds its catalogue here (with them the
 * unique constraints its problems answer).
 */
const CATALOGUES = [
  HTTP_PROBLEMS,
  ACTIVITY_PROBLEMS,
  ADDRESS_PROBLEMS,
  BILLING_ACCOUNT_PROBLEMS,
  BILLING_PROBLEMS,
  CENTRAL_ACCOUNT_PROBLEMS,
  CONTRACT_PROBLEMS,
  CREDITOR_PROBLEMS,
  DELIVERY_PROBLEMS,
  E_INVOICING_PROBLEMS,
  ESTABLISHMENT_PROBLEMS,
  FILE_PROBLEMS,
  LEGACY_CREDIT_NOTE_PROBLEMS,
  LEGAL_STRUCTURE_PROBLEMS,
  MAIL_PROBLEMS,
  MANDATE_PROBLEMS,
  MEMBERSHIP_PROBLEMS,
  PRIVACY_PROBLEMS,
  SEPA_FILE_PROBLEMS,
  SIGNATURE_PROBLEMS,
  SUBSCRIPTION_PROBLEMS,
  TEAM_PROBLEMS,
  TRANSFER_PROBLEMS,
  USER_ACCOUNT_PROBLEMS,
  USER_PROBLEMS,
  WORKGROUP_PROBLEMS,
] as const;

/** Any declared code. */
export type ProblemCode = CodesOf<(typeof CATALOGUES)[number]>;
type CodesOf<C> = C extends unknown ? keyof C & string : never;

/** One map of code → problem; a code two catalogues declare stops the server at start-up. */
export function assembleProblems(
  catalogues: readonly Record<string, Problem>[],
): ReadonlyMap<string, Problem> {
  const byCode = new Map<string, Problem>();
  for (const catalogue of catalogues) {
    for (const problem of Object.values(catalogue)) {
      if (byCode.has(problem.code)) throw new Error(`Problem code ${problem.code} is declared twice`);
      byCode.set(problem.code, problem);
    }
  }
  return byCode;
}

export const PROBLEMS_BY_CODE = assembleProblems(CATALOGUES);

/** A unique constraint's answer: its problem's code and the field it names. */
export type UniqueConstraintProblem = UniqueConstraintAnswer & { code: ProblemCode };

/**
 * One map of constraint name → its answer, from the problems' `uniqueConstraints`; a constraint two
 * problems name stops the server at start-up.
 */
export function assembleUniqueConstraints(
  catalogues: readonly Record<string, Problem>[],
): ReadonlyMap<string, UniqueConstraintProblem> {
  const byName = new Map<string, UniqueConstraintProblem>();
  for (const catalogue of catalogues) {
    for (const problem of Object.values(catalogue)) {
      for (const [name, answer] of Object.entries(problem.uniqueConstraints ?? {})) {
        if (byName.has(name)) throw new Error(`Unique constraint ${name} is declared twice`);
        byName.set(name, { ...answer, code: problem.code as ProblemCode });
      }
    }
  }
  return byName;
}

/** Every unique constraint the API answers for: a violation is a 409 naming the field (constraint-problems.ts). */
export const UNIQUE_CONSTRAINT_PROBLEMS = assembleUniqueConstraints(CATALOGUES);

export function problemOf(code: ProblemCode): Problem {
  return PROBLEMS_BY_CODE.get(code) as Problem;
}
