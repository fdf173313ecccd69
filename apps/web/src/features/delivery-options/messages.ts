import { featureMessages } from '../../lib/feature-messages.ts';

/** The delivery options' texts (the catalogue's "Prestations prédéfinies" and their panel), with their code. */
const messages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadDeliveryOptionMessages = messages.load;
