import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { billingAccountsApi } from './billing-accounts.ts';
import { establishmentsApi } from './establishments.ts';
import { legalStructuresApi } from './legal-structures.ts';
import { membershipsApi } from './memberships.ts';
import { collectionKeys } from './resource.ts';

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('the data kit keys by API collection', () => {
  it('gives every reader of a collection the same keys (a list page, a related tab, a picker)', () => {
    expect(legalStructuresApi.keys.detail(7)).toEqual(collectionKeys('/v1/legal_structures').detail(7));
    expect(establishmentsApi.listOptions({ 'legalStructureId[]': [7] }).queryKey).toEqual([
      '/v1/veterinary_establishments',
      'list',
      { 'legalStructureId[]': [7] },
      '',
    ]);
    expect(legalStructuresApi.listOptions({ page: 1 }, { term: 'Vet' }).queryKey.slice(0, 2)).toEqual(
      legalStructuresApi.keys.lists(),
    );
  });

  it('refreshes after a write every list and search of the collection, the histories and its showers', async () => {
    const client = new QueryClient();
    const keys = {
      structureAccounts: billingAccountsApi.listOptions({ 'legalStructureId[]': [1] }).queryKey,
      searched: billingAccountsApi.listOptions({ page: 1 }, { term: 'Compte' }).queryKey,
      history: ['/v1/change_history', 'list', 'billing_accounts', 3],
      account: billingAccountsApi.keys.detail(3),
      structures: legalStructuresApi.listOptions({ page: 1 }).queryKey,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { data: [] });
    await billingAccountsApi.invalidate(client);
    expect(stale(client, keys.structureAccounts)).toBe(true);
    expect(stale(client, keys.searched)).toBe(true);
    expect(stale(client, keys.history)).toBe(true);
    // Another record's detail and another collection stay as they are.
    expect(stale(client, keys.account)).toBe(false);
    expect(stale(client, keys.structures)).toBe(false);
    // With the record's id (an action that did not answer it), its detail too.
    await billingAccountsApi.invalidate(client, 3);
    expect(stale(client, keys.account)).toBe(true);
  });

  it('refreshes the collections declared as showing it (a group counts its members)', async () => {
    const client = new QueryClient();
    const group = ['/v1/veterinary_groups', 'detail', 5];
    client.setQueryData(group, { data: {} });
    await membershipsApi.invalidate(client);
    expect(stale(client, group)).toBe(true);
  });
});
