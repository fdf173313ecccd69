import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { EstablishmentTransfer } from '@vetbo/domain/establishment-transfers';
import { changeHistoryKey } from '../../../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned } from '../../../../lib/versioned-record.ts';
import { establishmentQueryOptions } from '../../api/get-establishment.ts';
import { establishmentKeys } from '../../api/query-keys.ts';

export type Establishment = Schema<'Establishment'>;
export type RequiredCreditor = Schema<'RequiredCreditor'>;

/** The establishment as it is now, with its ETag: the transfer applies to this version only (If-Match). */
export const versionedEstablishmentOptions = (id: number) => ({
  ...establishmentQueryOptions(id),
  staleTime: 0,
});

/** The enabled billing accounts of a legal structure (a structure has few accounts: no paging). */
export function useEnabledBillingAccounts(legalStructureId: number | undefined) {
  return useQuery({
    queryKey: ['transfer', 'billing-accounts', legalStructureId] as const,
    enabled: legalStructureId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getBillingAccounts',
        path: '/v1/billing_accounts',
        query: {
          'legalStructureId[]': [legalStructureId as number],
          'status[]': ['ENABLED'],
          page: 1,
          limit: 100,
          sortEntitled: 'asc',
        },
        signal,
      }),
  });
}

/** The creditors whose SEPA mandate the chosen account would need, and where each stands. */
export function useTransferRequirements(establishmentId: number, mainBillingAccountId: number | undefined) {
  return useQuery({
    queryKey: ['transfer', 'requirements', establishmentId, mainBillingAccountId] as const,
    enabled: mainBillingAccountId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentTransferRequirements',
        path: '/v1/veterinary_establishments/{id}/transfer_requirements',
        pathParams: { id: establishmentId },
        query: { mainBillingAccountId: mainBillingAccountId as number },
        signal,
      }),
  });
}

export function useTransferEstablishment(establishmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ etag, body }: { etag: string | undefined; body: EstablishmentTransfer }) =>
      readVersioned(
        apiRequestWithHeaders({
          operation: 'transferVeterinaryEstablishment',
          method: 'POST',
          path: '/v1/veterinary_establishments/{id}/transfer',
          pathParams: { id: establishmentId },
          headers: ifMatchHeaders(etag),
          body,
          requiresBody: true,
        }),
      ),
    meta: { handlesFieldErrors: true, silentStatuses: [412] },
    onSuccess: async ({ data, etag }) => {
      // The page shows the establishment from its detail query: it takes the transferred version at once.
      queryClient.setQueryData(establishmentKeys.detail(establishmentId), { data: data.establishment, etag });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: changeHistoryKey('veterinary_establishments', establishmentId),
        }),
        queryClient.invalidateQueries({ queryKey: establishmentKeys.lists() }),
      ]);
    },
  });
}

/** The chosen structure, for the summary's sentence. */
export function useLegalStructureName(legalStructureId: number | undefined) {
  return useQuery({
    queryKey: ['transfer', 'structure', legalStructureId] as const,
    enabled: legalStructureId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getLegalStructure',
        path: '/v1/legal_structures/{id}',
        pathParams: { id: legalStructureId as number },
        signal,
      }),
  });
}
