// The leader's signature calls (/v1/me/...): start or resume, read, ask for the code, sign, documents.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest, type Schema } from '@vetbo/api-client/client';
import { collectionKeys } from '../../../app/api/resource.ts';
import { onboardingQueryOptions } from './get-onboarding.ts';

export type SignerView = Schema<'SignerView'>;

const signerQueryOptions = (signerId: number) =>
  queryOptions({
    queryKey: collectionKeys('/v1/me/signers').detail(signerId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest({
          operation: 'getMySignature',
          path: '/v1/me/signers/{id}',
          pathParams: { id: signerId },
          signal,
        })
      ).data,
  });

export const useSigner = (signerId: number) => useQuery(signerQueryOptions(signerId));

/** "Signer": the request under way where the leader signs, or a new one (built-in: nothing to wait for). */
export function useStartSigning() {
  return useMutation({
    mutationFn: async (billingAccountId: number) =>
      (
        await apiRequest({
          operation: 'signMyMandates',
          method: 'POST',
          path: '/v1/me/billing_accounts/{id}/signature_requests',
          pathParams: { id: billingAccountId },
        })
      ).data,
  });
}

export function useSignatureActions(signerId: number) {
  const queryClient = useQueryClient();
  const store = (view: SignerView) => queryClient.setQueryData(signerQueryOptions(signerId).queryKey, view);
  return {
    sendCode: useMutation({
      mutationFn: async () =>
        (
          await apiRequest({
            operation: 'sendMySignatureCode',
            method: 'POST',
            path: '/v1/me/signers/{id}/codes',
            pathParams: { id: signerId },
          })
        ).data,
      onSuccess: store,
    }),
    sign: useMutation({
      // A wrong or expired code goes onto the code field.
      meta: { handlesFieldErrors: true },
      mutationFn: async (code: string) =>
        (
          await apiRequest({
            operation: 'signWithMyCode',
            method: 'POST',
            path: '/v1/me/signers/{id}/signatures',
            pathParams: { id: signerId },
            body: { code },
            requiresBody: true,
          })
        ).data,
      onSuccess: async (view) => {
        store(view);
        // The badge counts accounts with a mandate to sign: it drops now.
        await queryClient.invalidateQueries({ queryKey: onboardingQueryOptions().queryKey });
      },
    }),
  };
}

export const downloadSignatureDocument = (signerId: number, documentId: number) =>
  apiDownload({
    operation: 'getMySignatureDocument',
    path: '/v1/me/signers/{id}/documents/{documentId}',
    pathParams: { id: signerId, documentId },
  });

/** The mandate form's image or PDF: the leader's own call, or the staff one (to see what the leader sees). */
export const downloadMandatePreview = (
  asStaff: boolean,
  billingAccountId: number,
  requiredMandateId: number | undefined,
  accept: 'image/png' | 'application/pdf',
) =>
  asStaff
    ? apiDownload({
        operation: 'previewBillingAccountRequiredMandate',
        path: '/v1/billing_accounts/{id}/required_mandates/preview',
        pathParams: { id: billingAccountId },
        query: requiredMandateId ? { requiredMandateId } : {},
        headers: { Accept: accept },
      })
    : apiDownload({
        operation: 'previewMyRequiredMandate',
        path: '/v1/me/billing_accounts/{id}/required_mandates/preview',
        pathParams: { id: billingAccountId },
        query: requiredMandateId ? { requiredMandateId } : {},
        headers: { Accept: accept },
      });
