import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

/** The subscription tab's and panels' texts, loaded with them. */
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  detailMessages,
);

export const loadSubscriptionMessages = messages.load;
export const useSubscriptionMessages = messages.useReady;
