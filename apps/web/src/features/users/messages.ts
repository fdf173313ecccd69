import { loadDetailMessages } from '../../components/detail/messages.ts';
import { registerMessages } from '../../lib/i18n.ts';
import { loadUserAccountMessages } from '../user-account/messages.ts';

const LIST_LOADERS = {
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
};

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

/** The list's own texts, a small bundle: the list's first paint does not wait for the rest. */
export function loadUserListMessages(): Promise<void> {
  return registerMessages(LIST_LOADERS);
}

/** Every users screen's texts (job titles, roles...), with those every detail page shares. */
export function loadUserMessages(): Promise<void> {
  return Promise.all([registerMessages(LOADERS), loadDetailMessages(), loadUserAccountMessages()]).then(
    () => undefined,
  );
}
