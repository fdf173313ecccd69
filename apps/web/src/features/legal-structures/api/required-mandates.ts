import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Schema } from '@vetbo/api-client/client';
import { mandatesApi } from '../../../app/api/mandates.ts';
import { requiredMandatesApi } from '../../../app/api/required-mandates.ts';

export type RequiredMandate = Schema<'RequiredMandate'>;
export type Mandate = Schema<'Mandate'>;

/** The creditors' kinds of mandate (a handful: one per creditor). */
export const useMandates = () => mandatesApi.useList({ limit: 100 });

/** The mandates the account must sign, signed or not, revoked ones included (newest first). */
export const useRequiredMandates = (billingAccountId: number) =>
  requiredMandatesApi.useList({ 'billingAccountId[]': [billingAccountId], limit: 100 });

/** Requiring, withdrawing and revoking: each refreshes the account's mandates and their history. */
export function useRequiredMandateActions(billingAccountId: number) {
  const queryClient = useQueryClient();
  const refresh = (id?: number) => requiredMandatesApi.invalidate(queryClient, id);
  return {
    require: useMutation({
      mutationFn: (mandateId: number) => requiredMandatesApi.create({ billingAccountId, mandateId }),
      onSuccess: () => refresh(),
    }),
    withdraw: useMutation({
      mutationFn: (id: number) => requiredMandatesApi.remove({ id }),
      onSuccess: (id) => refresh(id),
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
