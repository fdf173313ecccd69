// Moving an establishment to another legal structure (spec: transfer), with the mandates it would need.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders, type Schema } from '@vetbo/api-client/client';
import type { EstablishmentTransfer } from '@vetbo/domain/establishment-transfers';
import { establishmentsApi } from '../../../app/api/establishments.ts';
import { legalStructuresApi } from '../../../app/api/legal-structures.ts';
import { ifMatchHeaders, readVersioned } from '../../../lib/versioned-record.ts';

export type Establishment = Schema<'Establishment'>;
export type RequiredCreditor = Schema<'RequiredCreditor'>;

export { useEnabledBillingAccounts } from '../../../components/pickers/billing-account-options.ts';

/** The establishment as it is now, with its ETag: the transfer applies to this version only (If-Match). */
export const versionedEstablishmentOptions = (id: number) => ({
  ...establishmentsApi.detailOptions(id),
  staleTime: 0,
});

/** The creditors whose SEPA mandate the chosen account would need, and where each stands. */
export function useTransferRequirements(establishmentId: number, mainBillingAccountId: number | undefined) {
  return useQuery({
    queryKey: establishmentsApi.keys.sub(establishmentId, 'transfer_requirements', mainBillingAccountId),
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
      queryClient.setQueryData(establishmentsApi.keys.detail(establishmentId), {
        data: data.establishment,
        etag,
      });
      await establishmentsApi.invalidate(queryClient);
    },
  });
}

/** The chosen structure, for the summary's sentence. */
export const useLegalStructureName = (legalStructureId: number | undefined) =>
  legalStructuresApi.useDetailQuery(legalStructureId);
