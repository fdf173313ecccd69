// The users screens: the list, the create drawer over it, the user's page and its spec tab paths.
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import {
  detailRoute,
  featureScreens,
  listRoute,
  overListRoute,
  redirectRoute,
} from '../../../app/routes/resource-routes.tsx';
import { loadUserListMessages, loadUserMessages } from '../messages.ts';
import { usersListUrl } from '../search-params.ts';
import { userTabs } from './user-tabs.ts';

// Code, query code and texts load on demand: nothing joins the other screens' first download.
const screens = featureScreens(() => import('../api/users.ts'), loadUserMessages);
// The list's query and page alone, with its own texts: the other screens' code would weigh on its first paint.
const list = featureScreens(() => import('../api/users-list.ts'), loadUserListMessages);
// The create and detail screens in one chunk (see features/workgroups/routes/screens.ts).
const importScreens = () => import('./lazy-screens.ts').then((lazy) => lazy.importScreens());

export const userRoutes = [
  listRoute({
    name: 'overview-users',
    url: usersListUrl,
    query: list.query((api) => api.usersQueryOptions),
    component: list.page(() => import('./UsersListPage.tsx'), 'UsersListPage'),
  }),
  // Spec §2.2 names the flat /users: it is the list.
  redirectRoute('users', ROUTE_PATHS['overview-users']),
  overListRoute({
    name: 'users-new',
    url: usersListUrl,
    component: screens.page(importScreens, 'UserCreatePage'),
  }),
  detailRoute({
    name: 'users-id',
    tabs: userTabs,
    query: screens.query((api) => api.userQueryOptions),
    component: screens.page(importScreens, 'UserDetailPage'),
  }),
  // Spec §2.6 names /users/{id}/information (and each tab): they open the page on that tab.
  detailTabRoute({ path: 'users/$id/$tab', to: ROUTE_PATHS['users-id'], tabs: userTabs }),
] as const;
