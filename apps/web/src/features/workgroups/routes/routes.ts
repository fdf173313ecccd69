// The workgroups (veterinary groups) screens and their memberships (the /members list and a membership's page).
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import {
  detailRoute,
  featureScreens,
  listRoute,
  overListRoute,
  pageQuery,
  redirectRoute,
} from '../../../app/routes/resource-routes.tsx';
import { membersListUrl } from '../members-search-params.ts';
import { loadWorkgroupListMessages, loadWorkgroupMessages } from '../messages.ts';
import { workgroupsListUrl } from '../search-params.ts';
import { workgroupTabs } from './workgroup-tabs.ts';

// Their code, query code and texts all load on demand: nothing joins the other screens' first download.
const list = featureScreens(() => import('../api/workgroups.ts'), loadWorkgroupListMessages);
const details = featureScreens(() => import('../api/detail-queries.ts'), loadWorkgroupMessages);
// The memberships list: its texts, field labels and states are the group screens' (messages.ts).
const members = featureScreens(() => import('../../../app/api/memberships.ts'), loadWorkgroupMessages);
// One module for the create, detail and membership screens: one import (and preload list) here, not three.
const importScreens = () => import('./lazy-screens.ts').then((lazy) => lazy.importScreens());

export const workgroupRoutes = [
  listRoute({
    name: 'overview-workgroups',
    url: workgroupsListUrl,
    query: list.query((api) => api.workgroupsQueryOptions),
    component: list.page(() => import('./WorkgroupsListPage.tsx'), 'WorkgroupsListPage'),
  }),
  // Spec §2.2 names the flat /workgroups: it is the list.
  redirectRoute('workgroups', ROUTE_PATHS['overview-workgroups']),
  // The create drawer opens over the list, which keeps its search, filter and sort.
  overListRoute({
    name: 'workgroups-new',
    url: workgroupsListUrl,
    component: details.page(importScreens, 'WorkgroupCreatePage'),
  }),
  detailRoute({
    name: 'workgroups-id',
    tabs: workgroupTabs,
    query: details.query((api) => api.workgroupQueryOptions),
    component: details.page(importScreens, 'WorkgroupDetailPage'),
  }),
  // Spec §2.6 names /workgroups/{id}/information, …/establishments, …/team and …/documents: they open the
  // page on that tab (workgroup-tabs.ts).
  detailTabRoute({ path: 'workgroups/$id/$tab', to: ROUTE_PATHS['workgroups-id'], tabs: workgroupTabs }),
  // Spec §2.2 names the flat /members: every membership, filtered by group, establishment, privileged code.
  listRoute({
    name: 'members',
    url: membersListUrl,
    query: members.query(({ membershipsApi }) => pageQuery(membershipsApi, membersListUrl)),
    component: members.page(() => import('./MembersListPage.tsx'), 'MembersListPage'),
  }),
  detailRoute({
    name: 'members-id',
    query: details.query((api) => api.membershipQueryOptions),
    component: details.page(importScreens, 'MembershipDetailPage'),
  }),
] as const;
