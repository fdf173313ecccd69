import { loadDetailMessages } from '../../components/detail/messages.ts';
import { loadFileMessages } from '../../components/files/messages.ts';
import { registerMessages } from '../../lib/i18n.ts';

const LIST_LOADERS = {
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
};

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/**
 * The list's texts (a small bundle: they come with the list's code, not in the app's fr.json, so the
 * other lists' first paint does not carry them).
 */
export function loadWorkgroupListMessages(): Promise<void> {
  return registerMessages(LIST_LOADERS);
}

/** Every workgroup and membership screen's texts, with the list's and those every detail page shares. */
export function loadWorkgroupMessages(): Promise<void> {
  return Promise.all([
    registerMessages(LIST_LOADERS),
    registerMessages(LOADERS),
    loadDetailMessages(),
    loadFileMessages(),
  ]).then(() => undefined);
}
