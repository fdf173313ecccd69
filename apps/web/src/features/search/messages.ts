import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The quick search's texts: they come with its code, after the screen's main content. */
export function loadSearchMessages(): Promise<void> {
  return registerMessages(LOADERS);
}
