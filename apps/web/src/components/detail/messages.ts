import { featureMessages } from '../../lib/feature-messages.ts';

/**
 * The texts shared by every detail page (related tables, history, the countries of the addresses they
 * and their forms show), included by those pages' bundles.
 */
export const detailMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});
