import { defineResource } from './resource.ts';

export const billingAccountsApi = defineResource({
  collection: '/v1/billing_accounts',
  one: 'BillingAccount',
  many: 'BillingAccounts',
  history: 'billing_accounts',
});
