import { featureMessages } from '../../lib/feature-messages.ts';

/** The billing panels' texts, downloaded with their code (the panels are lazy: lazy-panels.tsx). */
export const billingRunMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});
