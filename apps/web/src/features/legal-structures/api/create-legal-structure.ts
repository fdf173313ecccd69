import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '@vetbo/api-client/client';
import type { LegalStructureCreate } from '@vetbo/domain/legal-structures';
import { readVersioned } from '../../../lib/versioned-record.ts';
import { legalStructureKeys } from './query-keys.ts';

export function createLegalStructure(body: LegalStructureCreate) {
  return readVersioned(
    apiRequestWithHeaders({
      operation: 'createLegalStructure',
      method: 'POST',
      path: '/v1/legal_structures',
      body,
      requiresBody: true,
    }),
  );
}

export function useCreateLegalStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLegalStructure,
    meta: { handlesFieldErrors: true },
    onSuccess: async (created) => {
      queryClient.setQueryData(legalStructureKeys.detail(created.data.id), created);
      await queryClient.invalidateQueries({ queryKey: legalStructureKeys.lists() });
    },
  });
}
