import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  notFound,
  redirect,
  stripSearchParams,
} from '@tanstack/react-router';
import { isApiError } from '@vetbo/api-client/client';
import { NotFoundPage } from '../components/errors/NotFoundPage.tsx';
import { establishmentQueryOptions } from '../features/establishments/api/get-establishment.ts';
import { establishmentsQueryOptions } from '../features/establishments/api/get-establishments.ts';
import { loadEstablishmentMessages } from '../features/establishments/messages.ts';
import {
  ESTABLISHMENT_TAB_PATHS,
  ESTABLISHMENT_TABS,
  type EstablishmentTab,
} from '../features/establishments/routes/establishment-tabs.ts';
import {
  ESTABLISHMENTS_SEARCH_DEFAULTS,
  establishmentsSearchSchema,
} from '../features/establishments/routes/search-params.ts';
import { loadLegalStructureMessages } from '../features/legal-structures/messages.ts';
import {
  LEGAL_STRUCTURE_TABS,
  LEGAL_STRUCTURES_SEARCH_DEFAULTS,
  type LegalStructureTab,
  legalStructuresSearchSchema,
} from '../features/legal-structures/routes/search-params.ts';
import { loadWorkgroupListMessages, loadWorkgroupMessages } from '../features/workgroups/messages.ts';
import {
  WORKGROUP_TABS,
  WORKGROUPS_SEARCH_DEFAULTS,
  type WorkgroupTab,
  workgroupsSearchSchema,
} from '../features/workgroups/routes/search-params.ts';
import { isSignedIn } from '../lib/auth.ts';
import { handleChunkLoadFailure } from '../lib/chunk-load.ts';
import { optionalEnumParam, optionalStringParam, searchSchema } from '../lib/list-search.ts';
import { RootLayout } from './layout/RootLayout.tsx';
import { lazyPage } from './lazy-page.ts';
import { isRouteLocalePrefix, ROUTE_PATHS } from './route-names.ts';

const importAppLayout = () => import('./layout/AppLayout.tsx');
const importEstablishmentsListPage = () =>
  import('../features/establishments/routes/EstablishmentsListPage.tsx');

/** A legal structures screen: its code and its texts (a feature bundle, see lib/i18n.ts) together. */
function withLegalStructureMessages<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadLegalStructureMessages()]).then(([module]) => module);
}

/** The establishment page: its code and its texts (a feature bundle) together. */
function withEstablishmentMessages<T>(importer: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importer(), loadEstablishmentMessages()]).then(([module]) => module);
}

// The list's own texts are in the app's fr.json: its first paint does not wait for the feature bundle.
const importLegalStructuresListPage = () =>
  import('../features/legal-structures/routes/LegalStructuresListPage.tsx');

/**
 * Back from the provider on /login: the layout and the list the user is going to (the establishments,
 * where most sign-ins land, unless it is the legal structures') download while the code is exchanged
 * for tokens, instead of after. Only that list: another one would weigh on the first paint.
 */
export function preloadLandingScreens(returnTo: string): void {
  void importAppLayout().catch(() => undefined);
  const path = (returnTo.split(/[?#]/)[0] ?? '/').replace(/^\/fr(?=\/|$)/, '') || '/';
  if (path.startsWith('/overview/legalStructures')) {
    void importLegalStructuresListPage().catch(() => undefined);
  } else if (path === '/' || path.startsWith('/overview/establishments')) {
    void importEstablishmentsListPage().catch(() => undefined);
  }
}

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// `{-$locale}` makes every route exist unprefixed and under /fr (spec §2.1); any other prefix is a 404.
const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && !isRouteLocalePrefix(params.locale)) throw notFound();
  },
});

const loginRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'login',
  validateSearch: searchSchema<{ redirect?: string }>({ redirect: optionalStringParam }),
  component: lazyPage(() => import('../features/auth/routes/LoginPage.tsx'), 'LoginPage'),
});

const logoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'logout',
  component: lazyPage(() => import('../features/auth/routes/LogoutPage.tsx'), 'LogoutPage'),
});

// Authentication runs before every route below (spec §2.1); /login keeps the wanted URL.
const authenticatedRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: '_authenticated',
  beforeLoad: async ({ location }) => {
    if (!(await isSignedIn())) {
      throw redirect({ to: ROUTE_PATHS.login, search: { redirect: location.href }, replace: true });
    }
  },
  component: lazyPage(importAppLayout, 'AppLayout'),
});

const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: ROUTE_PATHS['overview-establishments'], replace: true });
  },
});

// The home page (issue 6): counts, shortcuts and the latest changes; its texts come with its code.
const overviewRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview',
  component: lazyPage(
    () =>
      Promise.all([
        import('../features/overview/routes/OverviewPage.tsx'),
        import('../features/overview/messages.ts').then(({ loadOverviewMessages }) => loadOverviewMessages()),
      ]).then(([module]) => module),
    'OverviewPage',
  ),
});

const establishmentsListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/establishments',
  validateSearch: establishmentsSearchSchema,
  search: { middlewares: [stripSearchParams(ESTABLISHMENTS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the page's request leaves with the screen's code download instead of after it.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(establishmentsQueryOptions(deps));
  },
  component: lazyPage(importEstablishmentsListPage, 'EstablishmentsListPage'),
});

// The create drawer opens over the list, which keeps its filters (same search params).
const establishmentCreateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'establishments/new',
  validateSearch: establishmentsSearchSchema,
  search: { middlewares: [stripSearchParams(ESTABLISHMENTS_SEARCH_DEFAULTS)] },
  component: lazyPage(
    () => import('../features/establishments/routes/EstablishmentCreatePage.tsx'),
    'EstablishmentCreatePage',
  ),
});

/** A path id: a positive integer the database can hold, or nothing. */
function parsePathId(value: string): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && /^\d+$/.test(value) ? id : undefined;
}

const establishmentDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'establishments/$id',
  validateSearch: searchSchema<{ panel?: 'edit' | 'activities'; tab?: EstablishmentTab }>({
    panel: optionalEnumParam(['edit', 'activities']),
    tab: optionalEnumParam(ESTABLISHMENT_TABS),
  }),
  // Its own boundary, so an unknown id shows the 404 page inside the app layout.
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    try {
      await context.queryClient.ensureQueryData(establishmentQueryOptions(id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
    return { id };
  },
  component: lazyPage(
    withEstablishmentMessages(() => import('../features/establishments/routes/EstablishmentDetailPage.tsx')),
    'EstablishmentDetailPage',
  ),
});

// Spec §2.6 names /establishments/{id}/information, …/network, …/pictures...: they open the page on that tab.
const establishmentTabRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'establishments/$id/$tab',
  beforeLoad: ({ params }) => {
    const tab = ESTABLISHMENT_TAB_PATHS.find((value) => value === params.tab);
    if (tab === undefined) throw notFound();
    throw redirect({
      to: ROUTE_PATHS['establishments-id'],
      params: { id: params.id },
      search: { tab: tab === 'information' ? undefined : tab },
      replace: true,
    });
  },
});

// Legal structures: the loaders import their query code on demand, so none of it joins the
// establishments list's first download (only the tiny search-param reader above does).
const importLegalStructuresApi = () =>
  import('../features/legal-structures/api/get-legal-structures.ts').catch(handleChunkLoadFailure);
const importLegalStructureApi = () =>
  import('../features/legal-structures/api/get-legal-structure.ts').catch(handleChunkLoadFailure);

const legalStructuresListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/legalStructures',
  validateSearch: legalStructuresSearchSchema,
  search: { middlewares: [stripSearchParams(LEGAL_STRUCTURES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void importLegalStructuresApi().then(({ legalStructuresQueryOptions }) =>
      context.queryClient.prefetchQuery(legalStructuresQueryOptions(deps)),
    );
  },
  component: lazyPage(importLegalStructuresListPage, 'LegalStructuresListPage'),
});

// The create drawer opens over the list, which keeps its search and sort (same search params).
const legalStructureCreateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'legalStructures/new',
  validateSearch: legalStructuresSearchSchema,
  search: { middlewares: [stripSearchParams(LEGAL_STRUCTURES_SEARCH_DEFAULTS)] },
  component: lazyPage(
    withLegalStructureMessages(
      () => import('../features/legal-structures/routes/LegalStructureCreatePage.tsx'),
    ),
    'LegalStructureCreatePage',
  ),
});

/** Awaits a record for a detail route; a 404 becomes the route's not-found page. */
async function ensureFound(load: () => Promise<unknown>): Promise<void> {
  try {
    await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

const legalStructureDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'legalStructures/$id',
  validateSearch: searchSchema<{ panel?: 'edit'; tab?: LegalStructureTab }>({
    panel: optionalEnumParam(['edit']),
    tab: optionalEnumParam(LEGAL_STRUCTURE_TABS),
  }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    const { legalStructureQueryOptions } = await importLegalStructureApi();
    await ensureFound(() => context.queryClient.ensureQueryData(legalStructureQueryOptions(id)));
    return { id };
  },
  component: lazyPage(
    withLegalStructureMessages(
      () => import('../features/legal-structures/routes/LegalStructureDetailPage.tsx'),
    ),
    'LegalStructureDetailPage',
  ),
});

// Spec §2.6 names /legalStructures/{id}/information and …/billingAccounts: they open the page on that tab.
const legalStructureTabRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'legalStructures/$id/$tab',
  beforeLoad: ({ params }) => {
    const tab = params.tab === 'information' ? undefined : params.tab;
    if (tab !== undefined && tab !== 'billingAccounts') throw notFound();
    throw redirect({
      to: ROUTE_PATHS['legalStructures-id'],
      params: { id: params.id },
      search: { tab },
      replace: true,
    });
  },
});

const importBillingAccountsApi = () =>
  import('../features/legal-structures/api/billing-accounts.ts').catch(handleChunkLoadFailure);

// Flat rather than a child of the structure's route, which renders no <Outlet /> (it is a page).
const billingAccountDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'legalStructures/$id/billingAccounts/$billingAccountId',
  validateSearch: searchSchema<{ panel?: 'edit' }>({ panel: optionalEnumParam(['edit']) }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const legalStructureId = parsePathId(params.id);
    const billingAccountId = parsePathId(params.billingAccountId);
    if (legalStructureId === undefined || billingAccountId === undefined) throw notFound();
    const { billingAccountQueryOptions } = await importBillingAccountsApi();
    const account = await context.queryClient
      .ensureQueryData(billingAccountQueryOptions(billingAccountId))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw notFound();
        throw error;
      });
    // An account of another structure is not found here: its own URL names that structure.
    if (account.data.legalStructureId !== legalStructureId) throw notFound();
    return { legalStructureId, billingAccountId };
  },
  component: lazyPage(
    withLegalStructureMessages(
      () => import('../features/legal-structures/routes/BillingAccountDetailPage.tsx'),
    ),
    'BillingAccountDetailPage',
  ),
});

// ---- Workgroups (veterinary groups) and their memberships: features/workgroups ----
// Their code, query code and texts all load on demand: nothing joins the other screens' first download.
const importWorkgroupsApi = () =>
  import('../features/workgroups/api/get-workgroups.ts').catch(handleChunkLoadFailure);
const importWorkgroupDetailApi = () =>
  import('../features/workgroups/api/detail-queries.ts').catch(handleChunkLoadFailure);
// One module for the create, detail and membership screens: one import (and preload list) here, not three.
const importWorkgroupScreens = withWorkgroupMessages(
  () => import('../features/workgroups/routes/screens.ts'),
);

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
    withWorkgroupMessages(
      () => import('../features/workgroups/routes/WorkgroupsListPage.tsx'),
      loadWorkgroupListMessages,
    ),
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
  validateSearch: searchSchema<{ panel?: 'edit'; tab?: WorkgroupTab }>({
    panel: optionalEnumParam(['edit']),
    tab: optionalEnumParam(WORKGROUP_TABS),
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

// Spec §2.6 names /workgroups/{id}/information, …/establishments, …/documents and …/team: they open
// the page on that tab. The team tab comes with the people screens: until then …/team opens the page.
const workgroupTabRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'workgroups/$id/$tab',
  beforeLoad: ({ params }) => {
    const known = ['information', 'establishments', 'documents', 'team'];
    if (!known.includes(params.tab)) throw notFound();
    const tab = params.tab === 'establishments' || params.tab === 'documents' ? params.tab : undefined;
    throw redirect({
      to: ROUTE_PATHS['workgroups-id'],
      params: { id: params.id },
      search: { tab },
      replace: true,
    });
  },
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
// ---- end of workgroups ----

export const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    loginRoute,
    logoutRoute,
    authenticatedRoute.addChildren([
      homeRoute,
      overviewRoute,
      establishmentsListRoute,
      establishmentCreateRoute,
      establishmentDetailRoute,
      establishmentTabRoute,
      legalStructuresListRoute,
      legalStructureCreateRoute,
      legalStructureDetailRoute,
      legalStructureTabRoute,
      billingAccountDetailRoute,
      // Workgroups
      workgroupsListRoute,
      workgroupsFlatRoute,
      workgroupCreateRoute,
      workgroupDetailRoute,
      workgroupTabRoute,
      membershipDetailRoute,
    ]),
  ]),
]);
