import { featureMessages } from '../../lib/feature-messages.ts';

/** The account and privacy panels' texts. */
export const userAccountMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadUserAccountMessages = userAccountMessages.load;
