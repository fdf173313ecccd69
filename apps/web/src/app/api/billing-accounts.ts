import { useQuery } from '@tanstack/react-query';
import { defineResource } from './resource.ts';

export const billingAccountsApi = defineResource({
  collection: '/v1/billing_accounts',
  one: 'BillingAccount',
  many: 'BillingAccounts',
  history: 'billing_accounts',
});

/** A main billing account's name (an establishment's or a group's; undefined while it loads or if none). */
export const useBillingAccountName = (id: number | null) =>
  useQuery({
    ...billingAccountsApi.detailOptions(id ?? 0),
    enabled: id !== null,
    select: (account) => account.data.entitled,
  });
