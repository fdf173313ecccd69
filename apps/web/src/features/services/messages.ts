import { registerMessages } from '../../lib/i18n.ts';

const LIST_LOADERS = {
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
};

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The two lists' texts (catalogue and subscriptions), a small bundle that comes with their code. */
export function loadServiceListMessages(): Promise<void> {
  return registerMessages(LIST_LOADERS);
}

/** The option panel's and the filters' texts: they come with that code, after the rows. */
export function loadServiceMessages(): Promise<void> {
  return registerMessages(LOADERS);
}
