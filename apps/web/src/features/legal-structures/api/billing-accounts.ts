import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { BillingAccountCreate, BillingAccountUpdate } from '@vetbo/domain/billing-accounts';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';
import { structureBillingAccountsKey } from './get-related.ts';
import { billingAccountKeys } from './query-keys.ts';

/** The account and the ETag of this version (as the caller's role sees it: IBAN masked or not). */
export function getBillingAccount(id: number, signal?: AbortSignal) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getBillingAccount',
      path: '/v1/billing_accounts/{id}',
      pathParams: { id },
      signal,
    }),
  );
}

export const billingAccountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: billingAccountKeys.detail(id),
    queryFn: ({ signal }) => getBillingAccount(id, signal),
    meta: { silentStatuses: [404] },
  });

export function useBillingAccount(id: number) {
  return useSuspenseQuery(billingAccountQueryOptions(id));
}

export function createBillingAccount(body: BillingAccountCreate) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'createBillingAccount',
      method: 'POST',
      path: '/v1/billing_accounts',
      body,
      requiresBody: true,
    }),
  );
}

export interface UpdateBillingAccountInput {
  id: number;
  etag: string | undefined;
  /**
   * NOTE: sepa and status are always sent: the API's update schema gives them defaults, so a PATCH
   * without them would turn SEPA back on and re-enable a disabled account.
   */
  body: BillingAccountUpdate & Required<Pick<BillingAccountUpdate, 'sepa' | 'status'>>;
}

export function updateBillingAccount({ id, etag, body }: UpdateBillingAccountInput) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'updateBillingAccount',
      method: 'PATCH',
      path: '/v1/billing_accounts/{id}',
      pathParams: { id },
      headers: ifMatchHeaders(etag),
      body,
      requiresBody: true,
    }),
  );
}

export function useSaveBillingAccount() {
  const queryClient = useQueryClient();
  const onSaved = async (saved: Awaited<ReturnType<typeof getBillingAccount>>) => {
    queryClient.setQueryData(billingAccountKeys.detail(saved.data.id), saved);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: structureBillingAccountsKey(saved.data.legalStructureId) }),
      queryClient.invalidateQueries({ queryKey: changeHistoryKey('billing_accounts', saved.data.id) }),
    ]);
  };
  const create = useMutation({
    mutationFn: createBillingAccount,
    meta: { handlesFieldErrors: true },
    onSuccess: onSaved,
  });
  const update = useMutation({
    mutationFn: updateBillingAccount,
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: onSaved,
  });
  return { create, update };
}
