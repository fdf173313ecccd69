// An establishment's accounts at the purchasing centrals, on their collection's declaration.
import type { Schema } from '@vetbo/api-client/client';
import { centralAccountsApi } from '../../../app/api/central-accounts.ts';

export type CentralAccount = Schema<'CentralAccount'>;

/** An establishment has at most one account per central (three): no paging. */
export const useCentralAccounts = (establishmentId: number) =>
  centralAccountsApi.useList({
    'veterinaryEstablishmentId[]': [establishmentId],
    page: 1,
    limit: 20,
    sortCentral: 'asc',
  });

/** One account with the ETag of this version: the edit and the delete send it back (If-Match). */
export const getCentralAccount = (id: number) => centralAccountsApi.get(id);

export function useSaveCentralAccount(_establishmentId?: number) {
  return {
    create: centralAccountsApi.useCreate(),
    update: centralAccountsApi.useUpdate(),
    remove: centralAccountsApi.useRemove(),
  };
}
