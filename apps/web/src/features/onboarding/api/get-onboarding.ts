import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { collectionKeys } from '../../../app/api/resource.ts';

export type Onboarding = Schema<'Onboarding'>;

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: collectionKeys('/v1/me/onboarding').all,
    // Spec §8: a failed onboarding load is only logged (the pages say it could not be loaded).
    meta: { onlyLogged: true },
    queryFn: async ({ signal }) =>
      (await apiRequest({ operation: 'getMyOnboarding', path: '/v1/me/onboarding', signal })).data,
  });

/** The establishments the signed-in leader runs and the mandates their accounts must sign (spec §4, §6). */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}
