import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The account and privacy panels' texts. */
export function loadUserAccountMessages(): Promise<void> {
  return registerMessages(LOADERS);
}
