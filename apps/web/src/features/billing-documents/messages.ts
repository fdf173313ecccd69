import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

/** The billing screens' texts, with the detail pages' shared ones (history, tabs). */
export const billingDocumentMessages = featureMessages(
  { fr: () => import('./locales/fr.json'), en: () => import('./locales/en.json') },
  detailMessages,
);
