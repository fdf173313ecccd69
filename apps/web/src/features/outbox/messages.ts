import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The outbox screen's texts, loaded with its code. */
export function loadOutboxMessages(): Promise<void> {
  return registerMessages(LOADERS);
}
