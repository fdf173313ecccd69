// The establishments screens: the list, the create drawer over it, the page and its spec tab paths.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import {
  detailRoute,
  listRoute,
  overListRoute,
  redirectRoute,
} from '../../../app/routes/resource-routes.tsx';
import { withMessages } from '../../../lib/feature-messages.ts';
import { establishmentQueryOptions, establishmentsQueryOptions } from '../api/establishments.ts';
import { loadEstablishmentMessages } from '../messages.ts';
import { establishmentsListUrl } from '../search-params.ts';
import { establishmentTabs } from './establishment-tabs.ts';

// The list's texts are in the app's fr.json and its query code is imported above, not on demand: its request
// leaves at once. route-tree.ts preloads the page from /login.
export const importEstablishmentsListPage = () => import('./EstablishmentsListPage.tsx');
const lazyScreens = () => import('./lazy-screens.ts');

// Spec §2.6's two-segment tab path, /establishments/{id}/services/prestations (the deliveries tab, as the
// tab table says): `$tab` below matches one segment only.
const DELIVERIES_PATH = 'services/prestations';
const establishmentDeliveriesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: `establishments/$id/${DELIVERIES_PATH}`,
  beforeLoad: ({ params }) => {
    throw redirect({
      to: ROUTE_PATHS['establishments-id'],
      params: { id: params.id },
      search: { tab: establishmentTabs.fromPath(DELIVERIES_PATH) },
      replace: true,
    });
  },
});

export const establishmentRoutes = [
  listRoute({
    name: 'overview-establishments',
    url: establishmentsListUrl,
    query: establishmentsQueryOptions,
    component: lazyPage(importEstablishmentsListPage, 'EstablishmentsListPage'),
  }),
  // Spec §2.2 names the flat /establishments: it is the list.
  redirectRoute('establishments', ROUTE_PATHS['overview-establishments']),
  // The create drawer opens over the list, which keeps its filters (same search params); the form's texts
  // are the page's (messages.ts), not the list's.
  overListRoute({
    name: 'establishments-new',
    url: establishmentsListUrl,
    component: lazyPage(
      withMessages(() => lazyScreens().then((lazy) => lazy.importCreatePage()), loadEstablishmentMessages),
      'EstablishmentCreatePage',
    ),
  }),
  detailRoute({
    name: 'establishments-id',
    panels: ['edit', 'activities'],
    tabs: establishmentTabs,
    query: establishmentQueryOptions,
    component: lazyPage(
      withMessages(() => lazyScreens().then((lazy) => lazy.importDetailPage()), loadEstablishmentMessages),
      'EstablishmentDetailPage',
    ),
  }),
  // Spec §2.6 names /establishments/{id}/information, …/network, …/pictures...: they open the page on that tab.
  detailTabRoute({
    path: 'establishments/$id/$tab',
    to: ROUTE_PATHS['establishments-id'],
    tabs: establishmentTabs,
  }),
  establishmentDeliveriesRoute,
] as const;
