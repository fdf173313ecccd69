// The establishments screens: the list, the create drawer over it, the page and its spec tab paths.
import { createRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import { ensureFound, parsePathId } from '../../../app/routes/route-helpers.ts';
import { NotFoundPage } from '../../../components/errors/NotFoundPage.tsx';
import { withMessages } from '../../../lib/feature-messages.ts';
import { optionalEnumParam, searchSchema } from '../../../lib/list-search.ts';
import { establishmentQueryOptions, establishmentsQueryOptions } from '../api/establishments.ts';
import { loadEstablishmentMessages } from '../messages.ts';
import { ESTABLISHMENTS_SEARCH_DEFAULTS, establishmentsSearchSchema } from '../search-params.ts';
import { type EstablishmentTab, establishmentTabs } from './establishment-tabs.ts';

export const importEstablishmentsListPage = () => import('./EstablishmentsListPage.tsx');

const establishmentsListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/establishments',
  validateSearch: establishmentsSearchSchema,
  search: { middlewares: [stripSearchParams(ESTABLISHMENTS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the page's request leaves with the screen's code download instead of after it.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(establishmentsQueryOptions(deps));
  },
  component: lazyPage(importEstablishmentsListPage, 'EstablishmentsListPage'),
});

// The create drawer opens over the list, which keeps its filters (same search params).
const establishmentCreateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'establishments/new',
  validateSearch: establishmentsSearchSchema,
  search: { middlewares: [stripSearchParams(ESTABLISHMENTS_SEARCH_DEFAULTS)] },
  component: lazyPage(() => import('./EstablishmentCreatePage.tsx'), 'EstablishmentCreatePage'),
});

const establishmentDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'establishments/$id',
  validateSearch: searchSchema<{ panel?: 'edit' | 'activities'; tab?: EstablishmentTab }>({
    panel: optionalEnumParam(['edit', 'activities']),
    tab: establishmentTabs.searchParam,
  }),
  // Its own boundary, so an unknown id shows the 404 page inside the app layout.
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    await ensureFound(() => context.queryClient.ensureQueryData(establishmentQueryOptions(id)));
    return { id };
  },
  component: lazyPage(
    withMessages(() => import('./EstablishmentDetailPage.tsx'), loadEstablishmentMessages),
    'EstablishmentDetailPage',
  ),
});

// Spec §2.6 names /establishments/{id}/information, …/network, …/pictures...: they open the page on that tab.
const establishmentTabRoute = detailTabRoute({
  path: 'establishments/$id/$tab',
  to: ROUTE_PATHS['establishments-id'],
  tabs: establishmentTabs,
});

// Spec §2.6: /establishments/{id}/services/prestations is the deliveries tab.
const establishmentDeliveriesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'establishments/$id/services/prestations',
  beforeLoad: ({ params }) => {
    throw redirect({
      to: ROUTE_PATHS['establishments-id'],
      params: { id: params.id },
      search: { tab: 'serviceDeliveries' },
      replace: true,
    });
  },
});

export const establishmentRoutes = [
  establishmentsListRoute,
  establishmentCreateRoute,
  establishmentDetailRoute,
  establishmentTabRoute,
  establishmentDeliveriesRoute,
] as const;
