// The people who may sign an establishment's contract: its team's users with no exit date in the past.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { todayIso } from '../../../lib/format-date.ts';

export interface Signer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export function useEstablishmentSigners(establishmentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['contracts', 'signers', establishmentId] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getVeterinaryEstablishmentUsers',
        path: '/v1/veterinary_establishment_users',
        query: {
          'veterinaryEstablishmentId[]': [establishmentId],
          fromExitDate: todayIso(),
          sortLastName: 'asc',
          page: 1,
          limit: 200,
        },
        signal,
      }),
    // One person may hold several jobs there: each signer once.
    select: (answer): Signer[] => [...new Map(answer.data.map((job) => [job.userId, job.user])).values()],
    enabled,
  });
}
