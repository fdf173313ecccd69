// Spec §5 and §8 "Missing mandate": an account is debited for a creditor only under a valid mandate —
// one of that creditor's mandates, signed (validatedDate) and not revoked.

export interface RequiredMandateState {
  mandateId: number;
  filledMandate: { validatedDate: string } | null;
  revokedDate: string | null;
}

export interface MandateKind {
  id: number;
  creditor: { id: number };
}

/** Whether the account holds a valid mandate for the creditor. */
export function hasValidMandate(
  creditorId: number,
  kinds: readonly MandateKind[],
  required: readonly RequiredMandateState[],
): boolean {
  const kindsOfCreditor = new Set(
    kinds.filter((kind) => kind.creditor.id === creditorId).map(({ id }) => id),
  );
  return required.some(
    (mandate) =>
      kindsOfCreditor.has(mandate.mandateId) && mandate.filledMandate !== null && !mandate.revokedDate,
  );
}

/** The creditors (once each, in the order given) the account could not be debited for. */
export function creditorsWithoutValidMandate(
  creditorIds: readonly number[],
  kinds: readonly MandateKind[],
  required: readonly RequiredMandateState[],
): number[] {
  return [...new Set(creditorIds)].filter((creditorId) => !hasValidMandate(creditorId, kinds, required));
}
