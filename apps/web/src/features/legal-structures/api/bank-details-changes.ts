// Four-eyes changes of an account's bank details: a billing writer asks, another one confirms, anyone of
// them cancels. Each answer reloads the account (its pending change), its history, mandates and signatures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import type { BankDetailsChangeCreate } from '@vetbo/domain/billing-accounts';
import { billingAccountsApi } from '../../../app/api/billing-accounts.ts';
import { requiredMandatesApi } from '../../../app/api/required-mandates.ts';
import { signatureRequestsKey } from './signature-requests.ts';

export type BankDetailsChange = Schema<'BankDetailsChange'>;

export function useBankDetailsChangeActions(account: { id: number }) {
  const queryClient = useQueryClient();
  const id = account.id;
  const refresh = () =>
    Promise.all([
      billingAccountsApi.invalidate(queryClient, id),
      requiredMandatesApi.invalidate(queryClient),
      queryClient.invalidateQueries({ queryKey: signatureRequestsKey(id) }),
    ]);

  const ask = useMutation({
    mutationFn: (body: BankDetailsChangeCreate) =>
      apiRequest({
        operation: 'askBankDetailsChange',
        method: 'POST',
        path: '/v1/billing_accounts/{id}/bank_details_changes',
        pathParams: { id },
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: refresh,
  });
  // Decided elsewhere meanwhile (409): the app's toast says so, and the reload shows where it stands.
  const confirm = useMutation({
    mutationFn: (changeId: number) =>
      apiRequest({
        operation: 'confirmBankDetailsChange',
        method: 'POST',
        path: '/v1/billing_accounts/{id}/bank_details_changes/{changeId}/confirmation',
        pathParams: { id, changeId },
      }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (changeId: number) =>
      apiRequest({
        operation: 'cancelBankDetailsChange',
        method: 'POST',
        path: '/v1/billing_accounts/{id}/bank_details_changes/{changeId}/cancellation',
        pathParams: { id, changeId },
      }),
    onSettled: refresh,
  });
  return { ask, confirm, cancel };
}
