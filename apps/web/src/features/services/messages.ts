import { featureMessages } from '../../lib/feature-messages.ts';

/** The two lists' texts (catalogue and subscriptions), a small bundle that comes with their code. */
const listMessages = featureMessages({
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
});

/** The option panel's and the filters' texts: they come with that code, after the rows. */
const messages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadServiceListMessages = listMessages.load;
export const loadServiceMessages = messages.load;
