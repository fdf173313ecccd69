import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { collectionKeys } from '../../../app/api/resource.ts';

/** Every creditor's series, their hash chain recomputed by the server (it reads every issued document). */
export const billingChainsOptions = () =>
  queryOptions({
    queryKey: collectionKeys('/v1/billing_chains/verification').all,
    queryFn: ({ signal }) =>
      apiRequest({ operation: 'verifyBillingChains', path: '/v1/billing_chains/verification', signal }),
    // A whole recomputation: once per visit of the overview is enough.
    staleTime: 5 * 60_000,
  });

export const useBillingChains = () => useQuery(billingChainsOptions());
