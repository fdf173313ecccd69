import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRole } from '@vetbo/domain/enums';
import { apiRequest, type ItemResponse } from '../../../lib/api-client.ts';

export interface Me {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  initials: string;
  staffRole: StaffRole | null;
  isLeader: boolean;
}

export async function getMe(signal?: AbortSignal): Promise<Me> {
  const response = await apiRequest<ItemResponse<Me>>({ operation: 'getMe', path: '/v1/me', signal });
  return response.data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'] as const,
    queryFn: ({ signal }) => getMe(signal),
    // The signed-in user hardly changes during a session.
    staleTime: 5 * 60 * 1000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
