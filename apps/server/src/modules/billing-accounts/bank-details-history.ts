// How billing accounts and their bank details changes appear in the history, which every staff role
// reads: IBANs masked, each beside its keyed fingerprint so that two IBANs masking alike stay apart.
import { maskIban } from '@vetbo/domain/billing-accounts';
import type { BankChangeRow, BillingAccountRow } from './billing-accounts.mapper.ts';
import { toBillingAccount } from './billing-accounts.mapper.ts';
import type { IbanFingerprint } from './iban-fingerprint.ts';

/** The account as the history keeps it (the pending change has its own fields, below). */
export function accountHistoryView(
  row: BillingAccountRow,
  fingerprint: IbanFingerprint,
): Record<string, unknown> {
  const { pendingBankDetailsChange: _pending, ...account } = toBillingAccount(row, null, null);
  return { ...account, ibanFingerprint: fingerprint(row.iban) };
}

/**
 * The change waiting for confirmation, in flat fields the history tab lists one by one: its status
 * (`bankDetailsChange`: PENDING, then CONFIRMED or CANCELLED) and the details asked while it waits.
 */
export function pendingHistoryView(
  change: BankChangeRow,
  fingerprint: IbanFingerprint,
  status: BankChangeRow['status'] = change.status,
): Record<string, unknown> {
  const waiting = status === 'PENDING';
  return {
    bankDetailsChange: status,
    pendingIban: waiting ? maskIban(change.iban) : null,
    pendingIbanFingerprint: waiting ? fingerprint(change.iban) : null,
    pendingBicSwift: waiting ? change.bicSwift : null,
    pendingIdentityName: waiting ? change.identityName : null,
  };
}

/** No change waiting: the fields above, all empty. */
export const NO_PENDING_CHANGE: Record<string, unknown> = {
  bankDetailsChange: null,
  pendingIban: null,
  pendingIbanFingerprint: null,
  pendingBicSwift: null,
  pendingIdentityName: null,
};
