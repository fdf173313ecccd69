// Drafting a contract (POST /v1/contracts): its first document is DRAFT with the PDF of its subscriptions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import type { ContractCreate } from '@vetbo/domain/contracts';
import { contractKeys } from './contract-documents.ts';

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractCreate) =>
      apiRequest({
        operation: 'createContract',
        method: 'POST',
        path: '/v1/contracts',
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: ({ data }) =>
      queryClient.invalidateQueries({ queryKey: contractKeys.documentsOf(data.veterinaryEstablishmentId) }),
  });
}
