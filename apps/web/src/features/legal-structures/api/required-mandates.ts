import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { changeHistoryKey } from '../../../components/detail/use-change-history.ts';

export type RequiredMandate = Schema<'RequiredMandate'>;
export type Mandate = Schema<'Mandate'>;

const requiredMandatesKey = (billingAccountId: number) => ['required-mandates', billingAccountId] as const;

/** The creditors' kinds of mandate (a handful: one per creditor). */
export function useMandates() {
  return useQuery({
    queryKey: ['mandates'] as const,
    queryFn: ({ signal }) =>
      apiRequest({ operation: 'getMandates', path: '/v1/mandates', query: { limit: 100 }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** The mandates the account must sign, signed or not, revoked ones included (newest first). */
export function useRequiredMandates(billingAccountId: number) {
  return useQuery({
    queryKey: requiredMandatesKey(billingAccountId),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getRequiredMandates',
        path: '/v1/required_mandates',
        query: { 'billingAccountId[]': [billingAccountId], limit: 100 },
        signal,
      }),
  });
}

/** Requiring, withdrawing and revoking: each refreshes the account's mandates and their history. */
export function useRequiredMandateActions(billingAccountId: number) {
  const queryClient = useQueryClient();
  const refresh = async (id?: number) => {
    await queryClient.invalidateQueries({ queryKey: requiredMandatesKey(billingAccountId) });
    if (id !== undefined)
      await queryClient.invalidateQueries({ queryKey: changeHistoryKey('required_mandates', id) });
  };
  return {
    require: useMutation({
      mutationFn: (mandateId: number) =>
        apiRequest({
          operation: 'createRequiredMandate',
          method: 'POST',
          path: '/v1/required_mandates',
          body: { billingAccountId, mandateId },
          requiresBody: true,
        }),
      onSuccess: () => refresh(),
    }),
    withdraw: useMutation({
      mutationFn: (id: number) =>
        apiRequest({
          operation: 'deleteRequiredMandate',
          method: 'DELETE',
          path: '/v1/required_mandates/{id}',
          pathParams: { id },
        }),
      onSuccess: (_answer, id) => refresh(id),
    }),
    revoke: useMutation({
      mutationFn: (id: number) =>
        apiRequest({
          operation: 'revokeRequiredMandate',
          method: 'POST',
          path: '/v1/required_mandates/{id}/revocation',
          pathParams: { id },
        }),
      onSuccess: (_answer, id) => refresh(id),
    }),
  };
}
