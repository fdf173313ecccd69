// An establishment's contract documents (the contracts tab) and a document's status change (send, cancel).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';

export type ContractDocument = Schema<'ContractDocument'>;

export const contractKeys = {
  all: ['contracts'] as const,
  documentsOf: (establishmentId: number) => [...contractKeys.all, 'documents', establishmentId] as const,
};

// An establishment has a handful of contracts: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export function useEstablishmentContractDocuments(establishmentId: number) {
  return useQuery({
    queryKey: contractKeys.documentsOf(establishmentId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getContractDocuments',
        path: '/v1/contract_documents',
        query: {
          'veterinaryEstablishmentId[]': [establishmentId],
          page: 1,
          limit: RELATED_LIMIT,
          sortCreatedDate: 'desc',
        },
        signal,
      }),
  });
}

/** Sends a document for signature (SENT) or cancels it (CANCELLED); the tab and its history refresh. */
export function useChangeContractDocumentStatus(establishmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'SENT' | 'CANCELLED' }) =>
      apiRequest({
        operation: 'updateContractDocument',
        method: 'PATCH',
        path: '/v1/contract_documents/{id}',
        pathParams: { id },
        body: { status },
        requiresBody: true,
      }),
    onSuccess: async (_answer, { id }) => {
      await queryClient.invalidateQueries({ queryKey: contractKeys.documentsOf(establishmentId) });
      await queryClient.invalidateQueries({ queryKey: changeHistoryKey('contract_documents', id) });
    },
  });
}
