import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { legalStructureKeys } from './query-keys.ts';

// What hangs off one legal structure, each loaded when its tab opens. A structure has few establishments,
// groups and accounts: the first 100 are shown without paging.
const RELATED_LIMIT = 100;

export function useStructureEstablishments(id: number) {
  return useQuery({
    queryKey: legalStructureKeys.related(id, 'establishments'),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishments',
        path: '/v1/veterinary_establishments',
        query: { 'legalStructureId[]': [id], page: 1, limit: RELATED_LIMIT, sortName: 'asc' },
        signal,
      }),
  });
}

export function useStructureGroups(id: number) {
  return useQuery({
    queryKey: legalStructureKeys.related(id, 'groups'),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryGroups',
        path: '/v1/veterinary_groups',
        query: { 'legalStructureId[]': [id], page: 1, limit: RELATED_LIMIT },
        signal,
      }),
  });
}

export const structureBillingAccountsKey = (id: number) => legalStructureKeys.related(id, 'billingAccounts');

export function useStructureBillingAccounts(id: number) {
  return useQuery({
    queryKey: structureBillingAccountsKey(id),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getBillingAccounts',
        path: '/v1/billing_accounts',
        query: { 'legalStructureId[]': [id], page: 1, limit: RELATED_LIMIT },
        signal,
      }),
  });
}
