// The deliveries' overview list (features/service-deliveries); the establishment's tab is on its page.
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { withMessages } from '../../../lib/feature-messages.ts';
import { loadServiceListMessages } from '../../services/public.ts';
import { loadDeliveryListMessages } from '../messages.ts';
import { deliveriesListUrl } from '../search-params.ts';

const importListApi = () => import('../api/deliveries.ts').catch(handleChunkLoadFailure);

const deliveriesListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/services/prestations',
  validateSearch: deliveriesListUrl.schema,
  search: { middlewares: [stripSearchParams(deliveriesListUrl.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void importListApi().then(({ deliveriesQueryOptions }) =>
      context.queryClient.prefetchQuery(deliveriesQueryOptions(deps)),
    );
  },
  component: lazyPage(
    withMessages(
      () => import('./DeliveriesListPage.tsx'),
      () => Promise.all([loadDeliveryListMessages(), loadServiceListMessages()]),
    ),
    'DeliveriesListPage',
  ),
});

export const deliveryRoutes = [deliveriesListRoute] as const;
