// The deliveries' overview list (features/service-deliveries); the establishment's tab is on its page.
import { featureScreens, listRoute } from '../../../app/routes/resource-routes.tsx';
import { loadServiceListMessages } from '../../services/public.ts';
import { loadDeliveryListMessages } from '../messages.ts';
import { deliveriesListUrl } from '../search-params.ts';

const screens = featureScreens(
  () => import('../api/deliveries.ts'),
  () => Promise.all([loadDeliveryListMessages(), loadServiceListMessages()]),
);

export const deliveryRoutes = [
  listRoute({
    name: 'overview-services-prestations',
    url: deliveriesListUrl,
    query: screens.query((api) => api.deliveriesQueryOptions),
    component: screens.page(() => import('./DeliveriesListPage.tsx'), 'DeliveriesListPage'),
  }),
] as const;
