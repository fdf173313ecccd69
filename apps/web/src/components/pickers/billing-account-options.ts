import { billingAccountsApi } from '../../app/api/billing-accounts.ts';

/**
 * The enabled billing accounts of a legal structure, by name: the ones a group or a transferred establishment
 * may bill through (a structure has few accounts: no paging). Nothing is asked before a structure is chosen.
 */
export const useEnabledBillingAccounts = (legalStructureId: number | undefined) =>
  billingAccountsApi.useList(
    {
      'legalStructureId[]': [legalStructureId ?? 0],
      'status[]': ['ENABLED'],
      page: 1,
      limit: 100,
      sortEntitled: 'asc',
    },
    { enabled: legalStructureId !== undefined },
  );
