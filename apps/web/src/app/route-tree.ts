// The whole route tree: the base routes (app/routes/base-routes.ts) and each feature's screens, which
// its own routes.ts declares. Adding a screen touches its feature's file and, for a new feature, one line here.
import { billingDocumentRoutes } from '../features/billing-documents/routes/routes.ts';
import { creditorRoutes } from '../features/creditors/routes/routes.ts';
import {
  establishmentRoutes,
  importEstablishmentsListPage,
} from '../features/establishments/routes/routes.ts';
import { invoiceStepperRoutes } from '../features/invoice-stepper/routes/routes.ts';
import { legacyCreditNoteRoutes } from '../features/legacy-credit-notes/routes/routes.ts';
import {
  importLegalStructuresListPage,
  legalStructureRoutes,
} from '../features/legal-structures/routes/routes.ts';
import { onboardingRoutes } from '../features/onboarding/routes/routes.ts';
import { outboxRoutes } from '../features/outbox/routes/routes.ts';
import { sepaFileRoutes } from '../features/sepa-files/routes/routes.ts';
import { deliveryRoutes } from '../features/service-deliveries/routes/routes.ts';
import { serviceRoutes } from '../features/services/routes/routes.ts';
import { userRoutes } from '../features/users/routes/routes.ts';
import { workgroupRoutes } from '../features/workgroups/routes/routes.ts';
import {
  authenticatedRoute,
  homeRoute,
  importAppLayout,
  localeRoute,
  loginRoute,
  logoutRoute,
  overviewRoute,
  rootRoute,
} from './routes/base-routes.ts';

export type { RouterContext } from './routes/base-routes.ts';

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

export const routeTree = rootRoute.addChildren([
  localeRoute.addChildren([
    loginRoute,
    logoutRoute,
    ...onboardingRoutes,
    authenticatedRoute.addChildren([
      homeRoute,
      overviewRoute,
      ...establishmentRoutes,
      ...legalStructureRoutes,
      ...workgroupRoutes,
      ...outboxRoutes,
      ...userRoutes,
      ...serviceRoutes,
      ...deliveryRoutes,
      ...creditorRoutes,
      ...billingDocumentRoutes,
      ...legacyCreditNoteRoutes,
      ...sepaFileRoutes,
      ...invoiceStepperRoutes,
    ]),
  ]),
]);
