// The leaders' onboarding area (spec §2.4, §2.8): its own layout, signed in like the back office.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage } from '../../../app/lazy-page.ts';
import { pagePath, ROUTE_PATHS } from '../../../app/route-names.ts';
import { localeRoute } from '../../../app/routes/base-routes.ts';
import { isSignedIn } from '../../../lib/auth.ts';
import { withMessages } from '../../../lib/feature-messages.ts';
import { loadOnboardingMessages } from '../messages.ts';

const importScreens = withMessages(
  () => import('./lazy-screens.ts').then((lazy) => lazy.importScreens()),
  loadOnboardingMessages,
);

const onboardingLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: '_onboarding',
  beforeLoad: async ({ location }) => {
    if (!(await isSignedIn())) {
      throw redirect({ to: ROUTE_PATHS.login, search: { redirect: location.href }, replace: true });
    }
  },
  component: lazyPage(importScreens, 'OnboardingLayout'),
});

const myAccountRoute = createRoute({
  getParentRoute: () => onboardingLayoutRoute,
  path: pagePath('onboarding-my-account'),
  component: lazyPage(importScreens, 'MyAccountPage'),
});

const portalRoute = createRoute({
  getParentRoute: () => onboardingLayoutRoute,
  path: pagePath('onboarding-portal'),
  component: lazyPage(importScreens, 'PortalPage'),
});

const mandatesRoute = createRoute({
  getParentRoute: () => onboardingLayoutRoute,
  path: pagePath('onboarding-mandates'),
  component: lazyPage(importScreens, 'MandatesPage'),
});

const regulariseRoute = createRoute({
  getParentRoute: () => onboardingLayoutRoute,
  path: pagePath('onboarding-regularise'),
  validateSearch: (search: Record<string, unknown>): { billingAccountId?: number } =>
    Number(search.billingAccountId) > 0 ? { billingAccountId: Number(search.billingAccountId) } : {},
  component: lazyPage(importScreens, 'RegularisePage'),
});

const previewRoute = createRoute({
  getParentRoute: () => onboardingLayoutRoute,
  path: pagePath('onboarding-preview'),
  validateSearch: (
    search: Record<string, unknown>,
  ): { billingAccountId?: number; requiredMandateId?: number } => ({
    ...(Number(search.billingAccountId) > 0 ? { billingAccountId: Number(search.billingAccountId) } : {}),
    ...(Number(search.requiredMandateId) > 0 ? { requiredMandateId: Number(search.requiredMandateId) } : {}),
  }),
  component: lazyPage(importScreens, 'PreviewPage'),
});

const signatureRoute = createRoute({
  getParentRoute: () => onboardingLayoutRoute,
  path: pagePath('onboarding-signature'),
  component: lazyPage(importScreens, 'SignaturePage'),
});

/** /onboarding and the French paths of spec §2.4 (/fr/mon-compte, /fr/portail) lead to their page. */
const redirectTo = (path: string, to: (typeof ROUTE_PATHS)['onboarding-my-account' | 'onboarding-portal']) =>
  createRoute({
    getParentRoute: () => localeRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to, replace: true });
    },
  });

export const onboardingRoutes = [
  onboardingLayoutRoute.addChildren([
    myAccountRoute,
    portalRoute,
    mandatesRoute,
    regulariseRoute,
    previewRoute,
    signatureRoute,
  ]),
  redirectTo('mon-compte', ROUTE_PATHS['onboarding-my-account']),
  redirectTo('portail', ROUTE_PATHS['onboarding-portal']),
] as const;
