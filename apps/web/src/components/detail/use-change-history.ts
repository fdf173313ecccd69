import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { apiRequest } from '@vetbo/api-client/client';

export type HistoryResource = Schema<'Change'>['resource'];

export const changeHistoryKey = (resource: HistoryResource, id: number) =>
  ['change-history', resource, id] as const;

/** The newest changes of one record are shown without paging. */
const HISTORY_LIMIT = 100;

/** The change history of one record (a legal structure, an establishment, a group...), newest first. */
export function useChangeHistory(resource: HistoryResource, id: number) {
  return useQuery({
    queryKey: changeHistoryKey(resource, id),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getChangeHistory',
        path: '/v1/change_history',
        query: { 'resource[]': [resource], 'resourceId[]': [id], page: 1, limit: HISTORY_LIMIT },
        signal,
      }),
  });
}
