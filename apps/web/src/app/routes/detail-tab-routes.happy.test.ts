// Spec §2.6, the detail routes and their tabs: each path of the table, copied here, opens the tab it names
// (the tab tables the routes read: detailTabRoute for …/{id}/{tab}, the page's first tab for …/{id}).
import { describe, expect, it } from 'vitest';
import { establishmentTabs } from '../../features/establishments/routes/establishment-tabs.ts';
import { legalStructureTabs } from '../../features/legal-structures/routes/legal-structure-tabs.ts';
import { userTabs } from '../../features/users/routes/user-tabs.ts';
import { workgroupTabs } from '../../features/workgroups/routes/workgroup-tabs.ts';
import { ROUTE_PATHS } from '../route-names.ts';

/** Each spec path after `/{resource}/{id}` ('' for the page itself) and the tab it must open. */
const SPEC_TABS = {
  establishments: {
    tabs: establishmentTabs,
    paths: {
      '': 'information',
      clients: 'clients',
      documents: 'documents',
      information: 'information',
      network: 'network',
      pictures: 'pictures',
      services: 'services',
      team: 'team',
      warehouses: 'warehouses',
      'services/prestations': 'serviceDeliveries',
    },
  },
  legalStructures: {
    tabs: legalStructureTabs,
    paths: { '': 'information', information: 'information', billingAccounts: 'billingAccounts' },
  },
  users: { tabs: userTabs, paths: { '': 'profile', information: 'profile' } },
  workgroups: {
    tabs: workgroupTabs,
    paths: {
      '': 'information',
      documents: 'documents',
      establishments: 'establishments',
      information: 'information',
      team: 'team',
    },
  },
} as const;

/** The tab a path opens: the first one for the page itself, else the table's (undefined: not found). */
const tabOf = (tabs: (typeof SPEC_TABS)[keyof typeof SPEC_TABS]['tabs'], path: string) =>
  path === '' ? tabs.first : tabs.fromPath(path);

describe('spec §2.6: every detail route opens its own tab', () => {
  for (const [resource, { tabs, paths }] of Object.entries(SPEC_TABS)) {
    for (const [path, tab] of Object.entries(paths)) {
      it(`/${resource}/{id}${path ? `/${path}` : ''} opens the "${tab}" tab`, () => {
        expect(tabOf(tabs, path)).toBe(tab);
      });
    }

    it(`/${resource}/{id}/… another segment is not found`, () => {
      expect(tabs.fromPath('nope')).toBeUndefined();
      expect(tabs.fromPath('')).toBeUndefined();
    });
  }

  it('the first tab is left out of the URL (?tab= names the others)', () => {
    expect(establishmentTabs.toSearch('information')).toBeUndefined();
    expect(establishmentTabs.toSearch('clients')).toBe('clients');
  });

  it('/legalStructures/{id}/billingAccounts/{billingAccountId} and /members/{id} are pages of their own', () => {
    expect(ROUTE_PATHS['legalStructures-id-billingAccounts-billingAccountId']).toBe(
      '/{-$locale}/legalStructures/$id/billingAccounts/$billingAccountId',
    );
    expect(ROUTE_PATHS['members-id']).toBe('/{-$locale}/members/$id');
  });
});
