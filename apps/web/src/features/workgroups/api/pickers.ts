import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';

// The form's pickers: a few matches of what is typed, searched on the server.
const PICKER_LIMIT = 20;

export function useLegalStructureOptions(term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['legal-structures', 'picker', term] as const,
    enabled,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'searchLegalStructures',
        method: 'POST',
        path: '/v1/legal_structures/search',
        query: { page: 1, limit: PICKER_LIMIT },
        body: { term: term || undefined },
        requiresBody: true,
        signal,
      }),
    select: (answer) => answer.data.map((row) => ({ id: row.id, label: row.socialReason })),
  });
}

export function useEstablishmentOptions(term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['establishments', 'picker', term] as const,
    // Establishments are many: nothing is listed before two characters are typed.
    enabled: enabled && term.trim().length >= 2,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'searchVeterinaryEstablishments',
        method: 'POST',
        path: '/v1/veterinary_establishments/search',
        query: { page: 1, limit: PICKER_LIMIT },
        body: { term: term.trim() },
        requiresBody: true,
        signal,
      }),
    select: (answer) =>
      answer.data.map((row) => ({ id: row.id, label: `${row.name} (${row.privilegedCode})` })),
  });
}

/** The enabled billing accounts of a structure: the ones a group may bill through. */
export function useEnabledBillingAccounts(legalStructureId: number | undefined) {
  return useQuery({
    queryKey: ['billing-accounts', 'enabled-of', legalStructureId] as const,
    enabled: legalStructureId !== undefined,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getBillingAccounts',
        path: '/v1/billing_accounts',
        query: {
          'legalStructureId[]': [legalStructureId ?? 0],
          'status[]': ['ENABLED'],
          page: 1,
          limit: 100,
        },
        signal,
      }),
    select: (answer) => answer.data,
  });
}

/** One billing account's name, for the group's main account (null while it loads or if none). */
export function useBillingAccountName(id: number | null) {
  return useQuery({
    queryKey: ['billing-accounts', 'name', id] as const,
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getBillingAccount',
        path: '/v1/billing_accounts/{id}',
        pathParams: { id: id ?? 0 },
        signal,
      }),
    select: (answer) => answer.data.entitled,
  });
}
