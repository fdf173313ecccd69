import { loadDetailMessages } from '../../components/detail/messages.ts';
import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The home page's texts (and the history texts its latest changes use), loaded with its code. */
export function loadOverviewMessages(): Promise<void> {
  return Promise.all([registerMessages(LOADERS), loadDetailMessages()]).then(() => undefined);
}
