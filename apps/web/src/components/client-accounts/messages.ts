import { featureMessages } from '../../lib/feature-messages.ts';

/**
 * The Clients tab's texts (the owner's accounts at the creditors, their drawer and their end), loaded with
 * the establishment and workgroup pages that show the tab: no list's first paint carries them.
 */
export const clientAccountMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});
