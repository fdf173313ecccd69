import { featureMessages } from '../../lib/feature-messages.ts';

/** The SEPA files' texts: their screens' and the "Export XML SEPA" panel's (downloaded with their code). */
export const sepaFileMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});
