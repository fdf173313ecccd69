import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

// The contracts tab's and the create-contract panel's texts, loaded with them.
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  detailMessages,
);

export const loadContractMessages = messages.load;
export const useContractMessages = messages.useReady;
