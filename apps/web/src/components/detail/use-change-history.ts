import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@vetbo/api-client/client';
import { apiRequest } from '@vetbo/api-client/client';

export type HistoryResource = Schema<'Change'>['resource'];

/** The history's filters as the screen holds them: an author, and a period of whole local days. */
export interface HistoryFilters {
  userId?: number;
  /** `YYYY-MM-DD`, from the start of that day (local time). */
  from?: string;
  /** `YYYY-MM-DD`, to the end of that day (local time). */
  to?: string;
}

/** The prefix of every history query of one record: invalidating it refreshes each filtered view. */
export const changeHistoryKey = (resource: HistoryResource, id: number) =>
  ['/v1/change_history', 'list', resource, id] as const;

/** The newest changes of one record are shown without paging. */
const HISTORY_LIMIT = 100;

/** A local day's first or last second as the API's date-time (UTC). */
const dayBoundary = (day: string, end: boolean) =>
  new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The change history of one record (a legal structure, an establishment, a group...), newest first. */
export function useChangeHistory(resource: HistoryResource, id: number, filters: HistoryFilters = {}) {
  return useQuery({
    queryKey: [...changeHistoryKey(resource, id), filters] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getChangeHistory',
        path: '/v1/change_history',
        query: {
          'resource[]': [resource],
          'resourceId[]': [id],
          ...(filters.userId === undefined ? {} : { 'userId[]': [filters.userId] }),
          ...(filters.from ? { fromDate: dayBoundary(filters.from, false) } : {}),
          ...(filters.to ? { toDate: dayBoundary(filters.to, true) } : {}),
          page: 1,
          limit: HISTORY_LIMIT,
        },
        signal,
      }),
  });
}
