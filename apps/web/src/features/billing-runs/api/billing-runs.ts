// Billing runs (issue 23 §2): the last runs with their progress, a subscription run, the deliveries billed
// now or planned, and cancelling a planned run. Reads: every staff role; writes: ADMIN and ACCOUNTANT.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, apiRequest, type Schema } from '@vetbo/api-client/client';
import { invoicesApi } from '../../../app/api/billing-documents.ts';
import { billingRunsApi } from '../../../app/api/billing-runs.ts';
import { deliveriesApi } from '../../../app/api/deliveries.ts';

export type BillingRun = Schema<'BillingRun'>;
export type DeliveryBillingBody = ApiBody<'/v1/service_delivery_invoices', 'POST'>;
export type SubscriptionRunBody = ApiBody<'/v1/billing_runs', 'POST'>;

/** The progress is read again every 2 s while a run is under way (or queued to start now). */
export const RUN_POLL_MS = 2000;
const underWay = (run: BillingRun) =>
  run.status === 'IN_PROGRESS' || (run.status === 'CREATED' && run.plannedDate === null);

/** A run changes invoices and deliveries: every list showing them is read again. */
const refreshAfterRun = (queryClient: QueryClient) =>
  Promise.all([
    billingRunsApi.invalidate(queryClient),
    invoicesApi.invalidate(queryClient),
    deliveriesApi.invalidate(queryClient),
  ]);

/** The last 50 runs, newest first; polled while one is running. */
export function useBillingRuns() {
  return useQuery({
    ...billingRunsApi.listOptions(undefined as never),
    refetchInterval: (query) => (query.state.data?.data.some(underWay) ? RUN_POLL_MS : false),
  });
}

/** "Lancer la facturation des abonnements": a job bills every period due on or before the day. */
export function useStartSubscriptionRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionRunBody) =>
      apiRequest({
        operation: 'createBillingRun',
        method: 'POST',
        path: '/v1/billing_runs',
        body,
        requiresBody: true,
      }),
    meta: { handlesFieldErrors: true },
    onSuccess: () => billingRunsApi.invalidate(queryClient),
  });
}

/** "Facturer les prestations": now (the run answers DONE) or planned for a later day (CREATED). */
export function useBillDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryBillingBody) =>
      apiRequest({
        operation: 'createServiceDeliveryInvoices',
        method: 'POST',
        path: '/v1/service_delivery_invoices',
        body,
        requiresBody: true,
      }),
    // The drawer shows the field errors on the date and a 409 (deliveries not billable) itself.
    meta: { handlesFieldErrors: true, silentStatuses: [409] },
    onSuccess: () => refreshAfterRun(queryClient),
  });
}

/** "Annuler": a planned run that has not started; its deliveries are billable again. */
export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({
        operation: 'cancelBillingRun',
        method: 'POST',
        path: '/v1/billing_runs/{id}/cancellation',
        pathParams: { id },
      }),
    onSuccess: () => refreshAfterRun(queryClient),
  });
}

/** The invoices that carry these deliveries (a run's result). */
export const useDeliveryInvoices = (deliveryIds: readonly number[]) =>
  invoicesApi.useList(
    { 'veterinaryEstablishmentServiceDeliveryId[]': [...deliveryIds], limit: 100, sortNumber: 'asc' },
    { enabled: deliveryIds.length > 0 },
  );
