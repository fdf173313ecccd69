// Electronic signature of an account's SEPA mandates (spec §8): the requests sent for one billing account,
// sending a new one to a leader of the structure, the proofs of a finished one, and the possible signers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { billingAccountsApi } from '../../../app/api/billing-accounts.ts';
import { requiredMandatesApi } from '../../../app/api/required-mandates.ts';
import { collectionKeys } from '../../../app/api/resource.ts';
import { usersApi } from '../../../app/api/users.ts';
import { useStructureEstablishments } from './related.ts';

export type SignatureRequest = Schema<'SignatureRequest'>;
export type SignatureConfirmation = Schema<'SignatureConfirmation'>;
export type Signer = Schema<'User'>;

/** Under the account's keys: the bank details' changes refresh them too. */
export const signatureRequestsKey = (billingAccountId: number) =>
  billingAccountsApi.keys.sub(billingAccountId, 'yousign_signature_requests');
const requestKeys = collectionKeys('/v1/yousign_signature_requests');

/** The account's signature requests, newest first. */
export function useSignatureRequests(billingAccountId: number) {
  return useQuery({
    queryKey: signatureRequestsKey(billingAccountId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getBillingAccountSignatureRequests',
        path: '/v1/billing_accounts/{id}/yousign_signature_requests',
        pathParams: { id: billingAccountId },
        signal,
      }),
  });
}

/** Who signed what, from where, and the fingerprints of the documents: loaded when the proofs open. */
export function useSignatureConfirmations(signatureRequestId: number | undefined) {
  return useQuery({
    queryKey: requestKeys.sub(signatureRequestId ?? 0, 'confirmations'),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getSignatureRequestConfirmations',
        path: '/v1/yousign_signature_requests/{id}/confirmations',
        pathParams: { id: signatureRequestId as number },
        signal,
      }),
    enabled: signatureRequestId !== undefined,
  });
}

export interface SendForSignatureInput {
  signerUserId: number;
  confirmEmptyIban: boolean;
}

/** Sends the mandates still to sign; the requests and the mandates' states are reloaded after. */
export function useSendForSignature(billingAccountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendForSignatureInput) =>
      apiRequest({
        operation: 'createBillingAccountSignatureRequest',
        method: 'POST',
        path: '/v1/billing_accounts/{id}/yousign_signature_requests',
        pathParams: { id: billingAccountId },
        body,
        requiresBody: true,
      }),
    // The modal puts 422 field errors on its fields and says a 409 (under way, nothing to sign) itself.
    meta: { handlesFieldErrors: true, silentStatuses: [409] },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: signatureRequestsKey(billingAccountId) }),
        requiredMandatesApi.invalidate(queryClient),
      ]),
  });
}

/**
 * The possible signers: the veterinarian leaders of the structure's establishments (the API checks
 * again that the one chosen leads an establishment of the structure today).
 */
export function useSignerCandidates(legalStructureId: number, enabled: boolean) {
  const establishments = useStructureEstablishments(legalStructureId);
  const ids = (establishments.data?.data ?? []).map((establishment) => establishment.id);
  const leaders = usersApi.useList(
    {
      'jobTitle[]': ['VETERINARIAN_LEADER'],
      'veterinaryEstablishmentId[]': ids,
      sortLastName: 'asc',
      page: 1,
      limit: 100,
    },
    { enabled: enabled && ids.length > 0 },
  );
  return {
    signers: leaders.data?.data ?? [],
    isLoading: establishments.isLoading || leaders.isLoading,
    noEstablishment: establishments.isSuccess && ids.length === 0,
  };
}

/** Cancels a request under way (a wrong signer…); the requests are reloaded after. */
export function useCancelSignatureRequest(billingAccountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signatureRequestId: number) =>
      apiRequest({
        operation: 'cancelSignatureRequest',
        method: 'POST',
        path: '/v1/yousign_signature_requests/{id}/cancellation',
        pathParams: { id: signatureRequestId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signatureRequestsKey(billingAccountId) }),
  });
}
