import { featureMessages } from '../../lib/feature-messages.ts';

/** The texts of the documents and pictures panels, included by the pages that show them. */
export const fileMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});
