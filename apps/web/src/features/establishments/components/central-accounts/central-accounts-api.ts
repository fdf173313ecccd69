import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { CentralAccountCreate, CentralAccountUpdate } from '@vetbo/domain/central-accounts';
import { ifMatchHeaders, readVersioned } from '../../../../lib/versioned-record.ts';
import { establishmentKeys } from '../../api/query-keys.ts';

export type CentralAccount = Schema<'CentralAccount'>;

export const centralAccountsKey = (establishmentId: number) =>
  [...establishmentKeys.detail(establishmentId), 'central-accounts'] as const;

/** An establishment has at most one account per central (three): no paging. */
export function useCentralAccounts(establishmentId: number) {
  return useQuery({
    queryKey: centralAccountsKey(establishmentId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentCentralAccounts',
        path: '/v1/veterinary_establishment_central_accounts',
        query: { 'veterinaryEstablishmentId[]': [establishmentId], page: 1, limit: 20, sortCentral: 'asc' },
        signal,
      }),
  });
}

/** One account with the ETag of this version: the edit and the delete send it back (If-Match). */
export function getCentralAccount(id: number) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'getVeterinaryEstablishmentCentralAccount',
      path: '/v1/veterinary_establishment_central_accounts/{id}',
      pathParams: { id },
    }),
  );
}

export function useSaveCentralAccount(establishmentId: number) {
  const queryClient = useQueryClient();
  const onSaved = () => queryClient.invalidateQueries({ queryKey: centralAccountsKey(establishmentId) });
  const create = useMutation({
    mutationFn: (body: CentralAccountCreate) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'createVeterinaryEstablishmentCentralAccount',
          method: 'POST',
          path: '/v1/veterinary_establishment_central_accounts',
          body,
          requiresBody: true,
        }),
      ),
    meta: { handlesFieldErrors: true },
    onSuccess: onSaved,
  });
  const update = useMutation({
    mutationFn: ({ id, etag, body }: { id: number; etag: string | undefined; body: CentralAccountUpdate }) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'updateVeterinaryEstablishmentCentralAccount',
          method: 'PATCH',
          path: '/v1/veterinary_establishment_central_accounts/{id}',
          pathParams: { id },
          headers: ifMatchHeaders(etag),
          body,
          requiresBody: true,
        }),
      ),
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: onSaved,
  });
  const remove = useMutation({
    mutationFn: ({ id, etag }: { id: number; etag: string | undefined }) =>
      apiRequest({
        operation: 'deleteVeterinaryEstablishmentCentralAccount',
        method: 'DELETE',
        path: '/v1/veterinary_establishment_central_accounts/{id}',
        pathParams: { id },
        headers: ifMatchHeaders(etag),
      }),
    meta: { silentStatuses: [412] },
    onSettled: onSaved,
  });
  return { create, update, remove };
}
