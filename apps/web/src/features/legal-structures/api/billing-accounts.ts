import { billingAccountsApi } from '../../../app/api/billing-accounts.ts';

/** The account and the ETag of this version (as the caller's role sees it: IBAN masked or not). */
export const billingAccountQueryOptions = billingAccountsApi.detailOptions;
export const useBillingAccount = billingAccountsApi.useDetail;

/**
 * Create and edit (If-Match). NOTE: an edit always sends sepa and status (the form's payload):
 * the API's update schema gives them defaults, so a PATCH without them would turn SEPA back on and
 * re-enable a disabled account.
 */
export function useSaveBillingAccount() {
  return { create: billingAccountsApi.useCreate(), update: billingAccountsApi.useUpdate() };
}
