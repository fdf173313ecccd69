import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';

// The home page asks each list for one row: its `meta.total` is the count.
const ONE_ROW = { page: 1, limit: 1 } as const;

export const overviewKeys = {
  count: (resource: OverviewResource) => ['overview', 'count', resource] as const,
  recentChanges: ['overview', 'recent-changes'] as const,
};

export type OverviewResource = 'establishments' | 'legalStructures' | 'workgroups';

function countOf(resource: OverviewResource, signal: AbortSignal): Promise<number> {
  switch (resource) {
    case 'establishments':
      return apiRequest({
        operation: 'getVeterinaryEstablishments',
        path: '/v1/veterinary_establishments',
        query: ONE_ROW,
        signal,
      }).then((answer) => answer.meta.total);
    case 'legalStructures':
      return apiRequest({
        operation: 'getLegalStructures',
        path: '/v1/legal_structures',
        query: ONE_ROW,
        signal,
      }).then((answer) => answer.meta.total);
    case 'workgroups':
      return apiRequest({
        operation: 'getVeterinaryGroups',
        path: '/v1/veterinary_groups',
        query: ONE_ROW,
        signal,
      }).then((answer) => answer.meta.total);
  }
}

export function useOverviewCount(resource: OverviewResource) {
  return useQuery({
    queryKey: overviewKeys.count(resource),
    queryFn: ({ signal }) => countOf(resource, signal),
  });
}

/** How many of the network's latest changes the home page shows. */
export const RECENT_CHANGES_LIMIT = 8;

export function useRecentChanges() {
  return useQuery({
    queryKey: overviewKeys.recentChanges,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getChangeHistory',
        path: '/v1/change_history',
        query: { page: 1, limit: RECENT_CHANGES_LIMIT },
        signal,
      }),
  });
}
