// /invoice/new (spec §2.3): the stepper making an invoice or a credit note by hand. The page, its queries
// and its texts download when the route opens.
import { createRoute } from '@tanstack/react-router';
import { pagePath } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { featureScreens } from '../../../app/routes/resource-routes.tsx';
import { featureMessages } from '../../../lib/feature-messages.ts';

const messages = featureMessages({
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
});
const screens = featureScreens(() => import('../api/invoice-stepper.ts'), messages.load);

export const invoiceStepperRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: pagePath('invoice-new'),
    component: screens.page(
      () => import('./lazy-screens.ts').then((lazy) => lazy.importStepperPage()),
      'InvoiceStepperPage',
    ),
  }),
] as const;
