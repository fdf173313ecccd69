// The legal structures screens: the list, the create drawer, the page with its tabs, a billing account.
import { lazyPage } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import {
  detailRoute,
  featureScreens,
  listRoute,
  overListRoute,
  recordRoute,
  redirectRoute,
} from '../../../app/routes/resource-routes.tsx';
import { loadLegalStructureMessages } from '../messages.ts';
import { legalStructuresListUrl } from '../search-params.ts';
import { legalStructureTabs } from './legal-structure-tabs.ts';

// The list's own texts are in the app's fr.json: its first paint does not wait for the feature bundle.
export const importLegalStructuresListPage = () => import('./LegalStructuresListPage.tsx');
const lazyScreens = () => import('./lazy-screens.ts');

// The loaders import their query code on demand, so none of it joins the establishments list's first
// download (only the list's URL state does).
const screens = featureScreens(() => import('../api/legal-structures.ts'), loadLegalStructureMessages);
const accounts = featureScreens(() => import('../api/billing-accounts.ts'));

export const legalStructureRoutes = [
  listRoute({
    name: 'overview-legalStructures',
    url: legalStructuresListUrl,
    query: screens.query((api) => api.legalStructuresQueryOptions),
    component: lazyPage(importLegalStructuresListPage, 'LegalStructuresListPage'),
  }),
  // Spec §2.2 names the flat /legalStructures: it is the list.
  redirectRoute('legalStructures', ROUTE_PATHS['overview-legalStructures']),
  // The create drawer opens over the list, which keeps its search and sort (same search params).
  overListRoute({
    name: 'legalStructures-new',
    url: legalStructuresListUrl,
    component: screens.page(
      () => lazyScreens().then((lazy) => lazy.importCreatePage()),
      'LegalStructureCreatePage',
    ),
  }),
  detailRoute({
    name: 'legalStructures-id',
    tabs: legalStructureTabs,
    query: screens.query((api) => api.legalStructureQueryOptions),
    component: screens.page(
      () => lazyScreens().then((lazy) => lazy.importDetailPage()),
      'LegalStructureDetailPage',
    ),
  }),
  // Spec §2.6 names /legalStructures/{id}/information and …/billingAccounts: they open the page on that tab.
  detailTabRoute({
    path: 'legalStructures/$id/$tab',
    to: ROUTE_PATHS['legalStructures-id'],
    tabs: legalStructureTabs,
  }),
  // Flat rather than a child of the structure's route, which renders no <Outlet /> (it is a page).
  recordRoute({
    name: 'legalStructures-id-billingAccounts-billingAccountId',
    ids: { legalStructureId: 'id', billingAccountId: 'billingAccountId' },
    query: ({ billingAccountId }) =>
      accounts.api().then((api) => api.billingAccountQueryOptions(billingAccountId)),
    // An account of another structure is not found here: its own URL names that structure.
    belongs: (account, { legalStructureId }) => account.data.legalStructureId === legalStructureId,
    component: screens.page(
      () => lazyScreens().then((lazy) => lazy.importBillingAccountPage()),
      'BillingAccountDetailPage',
    ),
  }),
] as const;
