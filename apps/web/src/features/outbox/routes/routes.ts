// The outbox screen (ADMIN only): features/outbox.
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { loadOutboxMessages } from '../messages.ts';
import { OUTBOX_SEARCH_DEFAULTS, outboxSearchSchema } from '../search-params.ts';

const importOutboxApi = () => import('../api/outbox.ts').catch(handleChunkLoadFailure);

const outboxListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/outbox',
  validateSearch: outboxSearchSchema,
  search: { middlewares: [stripSearchParams(OUTBOX_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void importOutboxApi().then(({ outboxMessagesQueryOptions }) =>
      context.queryClient.prefetchQuery(outboxMessagesQueryOptions(deps)),
    );
  },
  component: lazyPage(
    () => Promise.all([import('./OutboxListPage.tsx'), loadOutboxMessages()]).then(([module]) => module),
    'OutboxListPage',
  ),
});

export const outboxRoutes = [outboxListRoute] as const;
