import { featureMessages } from '../../lib/feature-messages.ts';

/** The quick search's texts: they come with its code, after the screen's main content. */
const messages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadSearchMessages = messages.load;
