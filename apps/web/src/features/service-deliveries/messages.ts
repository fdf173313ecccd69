import { featureMessages } from '../../lib/feature-messages.ts';

/** The delivery tab's and panels' texts, loaded with them. */
const messages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadDeliveryMessages = messages.load;
export const useDeliveryMessages = messages.useReady;
