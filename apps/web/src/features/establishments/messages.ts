import { loadDetailMessages } from '../../components/detail/messages.ts';
import { loadFileMessages } from '../../components/files/messages.ts';
import { registerMessages } from '../../lib/i18n.ts';
import { loadEstablishmentExtrasMessages } from './components/establishment-extras-messages.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/**
 * The texts of the establishment page but the list's (those are in the app's fr.json, for the list's
 * first paint), loaded with the page's code (route-tree.ts), with the texts every detail page shares
 * and those of the documents and pictures panels, opening hours, central accounts and transfer.
 */
export function loadEstablishmentMessages(): Promise<void> {
  return Promise.all([
    registerMessages(LOADERS),
    loadDetailMessages(),
    loadFileMessages(),
    loadEstablishmentExtrasMessages(),
  ]).then(() => undefined);
}
