// Spec §4 "Billing account": the mandate state the onboarding area shows, from the ENABLED accounts and
// their required mandates in force (a revoked mandate is left out by the caller: it no longer authorises
// debits, and a new one is required instead). Plain values, so the server and the web share one rule.

export interface RequiredMandateInForce {
  validatedDate: string | null;
}

export interface AccountMandates {
  requiredMandates: readonly RequiredMandateInForce[];
}

/** PENDING: some account has a mandate to sign; UP_TO_DATE: every account that must sign has signed; NONE_REQUIRED: no account must sign. */
export type MandateState = 'PENDING' | 'UP_TO_DATE' | 'NONE_REQUIRED';

/** "It has a pending mandate when any of its required mandates has no validatedDate." */
export const hasPendingMandate = (account: AccountMandates): boolean =>
  account.requiredMandates.some((mandate) => mandate.validatedDate === null);

/** "It has a validated mandate when any required mandate has a validatedDate." */
export const hasValidatedMandate = (account: AccountMandates): boolean =>
  account.requiredMandates.some((mandate) => mandate.validatedDate !== null);

/**
 * The state of a set of accounts (an establishment: its legal structure's accounts). "Up to date" only
 * when every account that must sign (one with a required mandate) has a validated mandate and none has
 * a pending one; with nothing to sign, the accounts are not "up to date" but have no mandate required.
 */
export function mandateStateOf(accounts: readonly AccountMandates[]): MandateState {
  if (accounts.some(hasPendingMandate)) return 'PENDING';
  // Nothing pending: every required mandate left is validated, so any account that must sign has one.
  return accounts.some(hasValidatedMandate) ? 'UP_TO_DATE' : 'NONE_REQUIRED';
}
