import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

/** The lists' own texts (kinds, fields, categories, statuses, filters), a small bundle: a list's first paint does not wait for the rest. */
export const billingDocumentListMessages = featureMessages({
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
});

/** Every billing screen's texts, with the lists' and the detail pages' shared ones (history, tabs). */
export const billingDocumentMessages = featureMessages(
  { fr: () => import('./locales/fr.json'), en: () => import('./locales/en.json') },
  billingDocumentListMessages,
  detailMessages,
);
