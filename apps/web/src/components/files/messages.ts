import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The texts of the documents and pictures panels, loaded with the pages that show them. */
export function loadFileMessages(): Promise<void> {
  return registerMessages(LOADERS);
}
