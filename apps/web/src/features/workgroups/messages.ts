import { clientAccountMessages } from '../../components/client-accounts/messages.ts';
import { detailMessages } from '../../components/detail/messages.ts';
import { fileMessages } from '../../components/files/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

/**
 * The list's texts (a small bundle: they come with the list's code, not in the app's fr.json, so the
 * other lists' first paint does not carry them).
 */
const listMessages = featureMessages({
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
});

/**
 * Every workgroup and membership screen's texts, with the list's, those every detail page shares and the
 * Clients tab's.
 */
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  listMessages,
  detailMessages,
  fileMessages,
  clientAccountMessages,
);

export const loadWorkgroupListMessages = listMessages.load;
export const loadWorkgroupMessages = messages.load;
