import { loadDetailMessages } from '../../components/detail/messages.ts';
import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/**
 * The texts of the legal structure and billing account screens but the list's (those are in the app's
 * fr.json, for the list's first paint), loaded with the screens' code (route-tree.ts), with the texts
 * every detail page shares.
 */
export function loadLegalStructureMessages(): Promise<void> {
  return Promise.all([registerMessages(LOADERS), loadDetailMessages()]).then(() => undefined);
}
