// The services screens: the catalogue (/overview/services) and every subscription (…/abonnements).
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { pagePath } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { featureScreens, listRoute } from '../../../app/routes/resource-routes.tsx';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { withMessages } from '../../../lib/feature-messages.ts';
import { loadServiceListMessages } from '../messages.ts';
import { catalogueSearchSchema, subscriptionsListUrl } from '../search-params.ts';

// Code, query code and texts load on demand: nothing joins the other screens' first download. Each
// loader takes its query from the page's module, which the route downloads anyway: the page and its
// query code are one file of the list's first paint instead of three.
const importCataloguePage = () => import('./ServiceCataloguePage.tsx').catch(handleChunkLoadFailure);

const catalogueRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: pagePath('overview-services'),
  validateSearch: catalogueSearchSchema,
  loader: ({ context }) => {
    void importCataloguePage().then(({ serviceCatalogueQueryOptions }) =>
      context.queryClient.prefetchQuery(serviceCatalogueQueryOptions()),
    );
  },
  component: lazyPage(
    withMessages(() => import('./ServiceCataloguePage.tsx'), loadServiceListMessages),
    'ServiceCataloguePage',
  ),
});

const subscriptions = featureScreens(() => import('./SubscriptionsListPage.tsx'), loadServiceListMessages);

const subscriptionsRoute = listRoute({
  name: 'overview-services-abonnements',
  url: subscriptionsListUrl,
  query: subscriptions.query((page) => page.subscriptionsQueryOptions),
  component: subscriptions.page(() => import('./SubscriptionsListPage.tsx'), 'SubscriptionsListPage'),
});

export const serviceRoutes = [catalogueRoute, subscriptionsRoute] as const;
