// The workgroups (veterinary groups) screens and their memberships.
import { createRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import { ensureFound, parsePathId } from '../../../app/routes/route-helpers.ts';
import { NotFoundPage } from '../../../components/errors/NotFoundPage.tsx';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { optionalEnumParam, searchSchema } from '../../../lib/list-search.ts';
import { loadWorkgroupListMessages, loadWorkgroupMessages } from '../messages.ts';
import { WORKGROUPS_SEARCH_DEFAULTS, workgroupsSearchSchema } from '../search-params.ts';
import { workgroupTabs } from './workgroup-tabs.ts';

// ---- Workgroups (veterinary groups) and their memberships: features/workgroups ----
// Their code, query code and texts all load on demand: nothing joins the other screens' first download.
const importWorkgroupsApi = () => import('../api/workgroups.ts').catch(handleChunkLoadFailure);
const importWorkgroupDetailApi = () => import('../api/detail-queries.ts').catch(handleChunkLoadFailure);
// One module for the create, detail and membership screens: one import (and preload list) here, not three.
const importWorkgroupScreens = withWorkgroupMessages(() => import('./screens.ts'));

/** A workgroup screen: its code and its texts (the list's small bundle, or all of them) together. */
function withWorkgroupMessages<T>(
  importer: () => Promise<T>,
  load = loadWorkgroupMessages,
): () => Promise<T> {
  return () => Promise.all([importer(), load()]).then(([module]) => module);
}

const workgroupsListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/workgroups',
  validateSearch: workgroupsSearchSchema,
  search: { middlewares: [stripSearchParams(WORKGROUPS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void importWorkgroupsApi().then(({ workgroupsQueryOptions }) =>
      context.queryClient.prefetchQuery(workgroupsQueryOptions(deps)),
    );
  },
  component: lazyPage(
    withWorkgroupMessages(() => import('./WorkgroupsListPage.tsx'), loadWorkgroupListMessages),
    'WorkgroupsListPage',
  ),
});

// Spec §2.2 names the flat /workgroups: it is the list.
const workgroupsFlatRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'workgroups',
  beforeLoad: () => {
    throw redirect({ to: ROUTE_PATHS['overview-workgroups'], replace: true });
  },
});

// The create drawer opens over the list, which keeps its search, filter and sort (same search params).
const workgroupCreateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'workgroups/new',
  validateSearch: workgroupsSearchSchema,
  search: { middlewares: [stripSearchParams(WORKGROUPS_SEARCH_DEFAULTS)] },
  component: lazyPage(importWorkgroupScreens, 'WorkgroupCreatePage'),
});

const workgroupDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'workgroups/$id',
  validateSearch: searchSchema<{ panel?: 'edit'; tab?: (typeof workgroupTabs.ids)[number] }>({
    panel: optionalEnumParam(['edit']),
    tab: workgroupTabs.searchParam,
  }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    const { workgroupQueryOptions } = await importWorkgroupDetailApi();
    await ensureFound(() => context.queryClient.ensureQueryData(workgroupQueryOptions(id)));
    return { id };
  },
  component: lazyPage(importWorkgroupScreens, 'WorkgroupDetailPage'),
});

// Spec §2.6 names /workgroups/{id}/information, …/establishments, …/team and …/documents: they open the
// page on that tab (workgroup-tabs.ts).
const workgroupTabRoute = detailTabRoute({
  path: 'workgroups/$id/$tab',
  to: ROUTE_PATHS['workgroups-id'],
  tabs: workgroupTabs,
});

const membershipDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'members/$id',
  validateSearch: searchSchema<{ panel?: 'edit' }>({ panel: optionalEnumParam(['edit']) }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    const { membershipQueryOptions } = await importWorkgroupDetailApi();
    await ensureFound(() => context.queryClient.ensureQueryData(membershipQueryOptions(id)));
    return { id };
  },
  component: lazyPage(importWorkgroupScreens, 'MembershipDetailPage'),
});

export const workgroupRoutes = [
  workgroupsListRoute,
  workgroupsFlatRoute,
  workgroupCreateRoute,
  workgroupDetailRoute,
  workgroupTabRoute,
  membershipDetailRoute,
] as const;
