// Issue 20 case 4: the account calls (PATCH) no longer write bank details. Values sent back unchanged
// (a form sends every field) are ignored; a change is refused with what to do instead.
import type { BANK_DETAILS_FIELDS, BillingAccountUpdate } from '@vetbo/domain/billing-accounts';
import type { StaffRole } from '@vetbo/domain/enums';
import { can } from '@vetbo/domain/permissions';
import { refusal } from '../../lib/problem.ts';
import { type BillingAccountRow, ibanSeenBy } from './billing-accounts.mapper.ts';
import { BILLING_ACCOUNT_PROBLEMS } from './billing-accounts.problems.ts';

type OtherFields = Omit<BillingAccountUpdate, (typeof BANK_DETAILS_FIELDS)[number]>;

/**
 * The update without its bank details, once they are known to be unchanged: a role that is not a
 * `billing` writer gets 403 BANK_DETAILS_FORBIDDEN, a billing writer 422 BANK_DETAILS_CHANGE_REQUIRED
 * (ask a change, which a second billing writer confirms).
 */
export function keepBankDetails(
  current: BillingAccountRow,
  changes: BillingAccountUpdate,
  role: StaffRole | null,
): OtherFields {
  const { iban, bicSwift, identityName, ...others } = changes;
  // NOTE: a role shown the IBAN masked was never shown it: any IBAN it sends is a change (else the
  // answer would tell it whether a guessed IBAN is the account's).
  const seesIban = iban === undefined || !ibanSeenBy(current.iban, role).ibanMasked;
  const changed =
    (iban !== undefined && (iban !== current.iban || !seesIban)) ||
    (bicSwift !== undefined && bicSwift !== current.bicSwift) ||
    (identityName !== undefined && identityName !== current.identityName);
  // "Mandat SEPA" decides whether the account is debited at all (decisions.md): a billing writer's choice,
  // like the bank details, though it needs no second pair of eyes.
  if (others.sepa !== undefined && others.sepa !== current.sepa && !can(role, 'write', 'billing'))
    throw refusal(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_FORBIDDEN);
  if (changed) {
    throw can(role, 'write', 'billing')
      ? refusal(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_CHANGE_REQUIRED)
      : refusal(BILLING_ACCOUNT_PROBLEMS.BANK_DETAILS_FORBIDDEN);
  }
  return others;
}
