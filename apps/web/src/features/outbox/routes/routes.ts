// The outbox screen (ADMIN only): features/outbox.
import { featureScreens, listRoute } from '../../../app/routes/resource-routes.tsx';
import { loadOutboxMessages } from '../messages.ts';
import { outboxListUrl } from '../search-params.ts';

const screens = featureScreens(() => import('../api/outbox.ts'), loadOutboxMessages);

export const outboxRoutes = [
  listRoute({
    name: 'overview-outbox',
    url: outboxListUrl,
    readArea: 'outbox',
    query: screens.query((api) => api.outboxMessagesQueryOptions),
    component: screens.page(() => import('./OutboxListPage.tsx'), 'OutboxListPage'),
  }),
] as const;
