import { defineResource } from './resource.ts';

// The billing runs (GET answers the last 50, newest first, no page): subscription runs and deliveries
// billed now or planned. A run issues invoices and bills deliveries: those screens are refreshed after it.
export const billingRunsApi = defineResource({
  collection: '/v1/billing_runs',
  one: 'BillingRun',
  many: 'BillingRuns',
  shownIn: ['/v1/invoices', '/v1/veterinary_establishment_service_deliveries'],
});
