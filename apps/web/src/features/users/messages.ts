import { detailMessages } from '../../components/detail/messages.ts';
import { permissionMessages } from '../../components/permissions/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';
import { userAccountMessages } from '../user-account/public.ts';

/** The list's own texts, a small bundle: the list's first paint does not wait for the rest. */
const listMessages = featureMessages({
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
});

/** Every users screen's texts (job titles, roles...), with those every detail page shares and the permission table's. */
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  detailMessages,
  userAccountMessages,
  permissionMessages,
);

export const loadUserListMessages = listMessages.load;
export const loadUserMessages = messages.load;
