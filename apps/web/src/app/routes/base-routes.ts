// The routes every screen hangs from: the root, the optional /fr prefix, sign-in and sign-out, and the
// authenticated layout. Each feature declares its own screens in features/<feature>/routes/routes.ts.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, notFound, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/errors/NotFoundPage.tsx';
import { meQueryOptions } from '../../features/auth/api/get-me.ts';
import { isSignedIn } from '../../lib/auth.ts';
import { optionalStringParam, searchSchema } from '../../lib/list-search.ts';
import { RootLayout } from '../layout/RootLayout.tsx';
import { lazyPage } from '../lazy-page.ts';
import { isRouteLocalePrefix, pagePath, ROUTE_PATHS } from '../route-names.ts';

export const importAppLayout = () => import('../layout/AppLayout.tsx');

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// `{-$locale}` makes every route exist unprefixed and under /fr (spec §2.1); any other prefix is a 404.
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && !isRouteLocalePrefix(params.locale)) throw notFound();
  },
});

export const loginRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: pagePath('login'),
  validateSearch: searchSchema<{ redirect?: string }>({ redirect: optionalStringParam }),
  component: lazyPage(() => import('../../features/auth/routes/LoginPage.tsx'), 'LoginPage'),
});

export const logoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: pagePath('logout'),
  component: lazyPage(() => import('../../features/auth/routes/LogoutPage.tsx'), 'LogoutPage'),
});

// Authentication runs before every route below (spec §2.1); /login keeps the wanted URL.
export const authenticatedRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: '_authenticated',
  beforeLoad: async ({ location, context }) => {
    if (!(await isSignedIn())) {
      throw redirect({ to: ROUTE_PATHS.login, search: { redirect: location.href }, replace: true });
    }
    // An establishment leader's place is the onboarding area (spec §6): sent there before any screen's
    // loader asks the API for what their role may not read.
    const me = await context.queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
    if (me && !me.staffRole && me.isLeader) {
      throw redirect({ to: ROUTE_PATHS['onboarding-my-account'], replace: true });
    }
  },
  component: lazyPage(importAppLayout, 'AppLayout'),
});

export const homeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: ROUTE_PATHS['overview-establishments'], replace: true });
  },
});

// The home page (issue 6): counts, shortcuts and the latest changes; its texts come with its code.
export const overviewRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: pagePath('overview'),
  component: lazyPage(
    () =>
      Promise.all([
        import('../../features/overview/routes/OverviewPage.tsx'),
        import('../../features/overview/messages.ts').then(({ loadOverviewMessages }) =>
          loadOverviewMessages(),
        ),
      ]).then(([module]) => module),
    'OverviewPage',
  ),
});
