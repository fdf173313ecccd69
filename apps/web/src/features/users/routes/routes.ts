// The users screens: the list, the create drawer over it, the user's page and its spec tab paths.
import { createRoute, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { ensureFound, parsePathId, withMessages } from '../../../app/routes/route-helpers.ts';
import { NotFoundPage } from '../../../components/errors/NotFoundPage.tsx';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { optionalEnumParam, searchSchema } from '../../../lib/list-search.ts';
import { loadUserListMessages, loadUserMessages } from '../messages.ts';
import { USER_TABS, USERS_SEARCH_DEFAULTS, type UserTab, usersSearchSchema } from '../search-params.ts';

// Code, query code and texts load on demand: nothing joins the other screens' first download.
const importScreens = withMessages(() => import('./screens.ts'), loadUserMessages);
// The list alone: the detail and create screens' code would weigh on its first paint.
const importListPage = withMessages(() => import('./UsersListPage.tsx'), loadUserListMessages);
const importListApi = () => import('../api/get-users.ts').catch(handleChunkLoadFailure);
const importUserApi = () => import('../api/user.ts').catch(handleChunkLoadFailure);

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
  validateSearch: searchSchema<{ panel?: 'edit'; tab?: UserTab }>({
    panel: optionalEnumParam(['edit']),
    tab: optionalEnumParam(USER_TABS),
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
const userTabRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'users/$id/$tab',
  beforeLoad: ({ params }) => {
    const tab = params.tab === 'information' ? 'profile' : USER_TABS.find((value) => value === params.tab);
    if (tab === undefined) throw notFound();
    throw redirect({
      to: ROUTE_PATHS['users-id'],
      params: { id: params.id },
      search: { tab: tab === 'profile' ? undefined : tab },
      replace: true,
    });
  },
});

export const userRoutes = [
  usersListRoute,
  usersFlatRoute,
  userCreateRoute,
  userDetailRoute,
  userTabRoute,
] as const;
