import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The texts shared by every detail page (related tables, history), loaded with those pages' code. */
export function loadDetailMessages(): Promise<void> {
  return registerMessages(LOADERS);
}
