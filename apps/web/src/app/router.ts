import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '../components/errors/NotFoundPage.tsx';
import { PendingPage } from '../components/errors/PendingPage.tsx';
import { RouteErrorPage } from '../components/errors/RouteErrorPage.tsx';
import { canPrefetch } from '../lib/network.ts';
import { routeTree } from './route-tree.ts';

/** Spec §9: minimum fetch display delay 200 ms before a loading state shows. */
const PENDING_DELAY_MS = 200;

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: canPrefetch() ? 'intent' : false,
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: PENDING_DELAY_MS,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
