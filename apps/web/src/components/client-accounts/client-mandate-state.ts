// The Clients tab's "État du mandat": what the paying billing account has signed of a creditor's mandate.

/** A required mandate as GET /v1/required_mandates answers it, as far as the state reads it. */
export interface RequiredMandateState {
  mandateId: number;
  filledMandate: { validatedDate: string } | null;
  revokedDate: string | null;
}

export type ClientMandateState = 'signed' | 'toSign' | 'revoked' | 'notRequired';

/**
 * Of the paying account's required mandates, those of `mandateId`: signed when one in force is filled, to
 * sign when one in force is not, revoked when only revoked ones remain (a revoked mandate is not signed),
 * not requested when there is none.
 */
export function clientMandateState(
  required: readonly RequiredMandateState[],
  mandateId: number,
): ClientMandateState {
  const ofMandate = required.filter((r) => r.mandateId === mandateId);
  const inForce = ofMandate.filter((r) => r.revokedDate === null);
  if (inForce.some((r) => r.filledMandate !== null)) return 'signed';
  if (inForce.length > 0) return 'toSign';
  return ofMandate.length > 0 ? 'revoked' : 'notRequired';
}
