import { featureMessages } from '../../lib/feature-messages.ts';

/** The outbox screen's texts, loaded with its code. */
const messages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadOutboxMessages = messages.load;
