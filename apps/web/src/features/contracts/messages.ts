// The contracts tab's and the create-contract panel's texts, loaded with them.
import { featureMessages } from '../../lib/feature-messages.ts';

const messages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadContractMessages = messages.load;
export const useContractMessages = messages.useReady;
