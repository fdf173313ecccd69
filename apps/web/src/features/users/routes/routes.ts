// The users screens: the list, the create drawer over it, the user's page and its spec tab paths.
import { createRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import { ensureFound, parsePathId } from '../../../app/routes/route-helpers.ts';
import { NotFoundPage } from '../../../components/errors/NotFoundPage.tsx';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { withMessages } from '../../../lib/feature-messages.ts';
import { optionalEnumParam, searchSchema } from '../../../lib/list-search.ts';
import { loadUserListMessages, loadUserMessages } from '../messages.ts';
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '../search-params.ts';
import { userTabs } from './user-tabs.ts';

// Code, query code and texts load on demand: nothing joins the other screens' first download.
const importScreens = withMessages(() => import('./screens.ts'), loadUserMessages);
// The list alone: the detail and create screens' code would weigh on its first paint.
const importListPage = withMessages(() => import('./UsersListPage.tsx'), loadUserListMessages);
const importListApi = () => import('../api/users.ts').catch(handleChunkLoadFailure);
const importUserApi = () => import('../api/users.ts').catch(handleChunkLoadFailure);

const usersListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/users',
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void importListApi().then(({ usersQueryOptions }) =>
      context.queryClient.prefetchQuery(usersQueryOptions(deps)),
    );
  },
  component: lazyPage(importListPage, 'UsersListPage'),
});

// Spec §2.2 names the flat /users: it is the list.
const usersFlatRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users',
  beforeLoad: () => {
    throw redirect({ to: ROUTE_PATHS['overview-users'], replace: true });
  },
});

const userCreateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users/new',
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  component: lazyPage(importScreens, 'UserCreatePage'),
});

const userDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users/$id',
  validateSearch: searchSchema<{ panel?: 'edit'; tab?: (typeof userTabs.ids)[number] }>({
    panel: optionalEnumParam(['edit']),
    tab: userTabs.searchParam,
  }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    const { userQueryOptions } = await importUserApi();
    await ensureFound(() => context.queryClient.ensureQueryData(userQueryOptions(id)));
    return { id };
  },
  component: lazyPage(importScreens, 'UserDetailPage'),
});

// Spec §2.6 names /users/{id}/information (and each tab): they open the page on that tab.
const userTabRoute = detailTabRoute({ path: 'users/$id/$tab', to: ROUTE_PATHS['users-id'], tabs: userTabs });

export const userRoutes = [
  usersListRoute,
  usersFlatRoute,
  userCreateRoute,
  userDetailRoute,
  userTabRoute,
] as const;
