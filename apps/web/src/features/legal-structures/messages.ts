import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

/**
 * The texts of the legal structure and billing account screens but the list's (those are in the app's
 * fr.json, for the list's first paint), loaded with the screens' code (route-tree.ts), with the texts
 * every detail page shares.
 */
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  detailMessages,
);

export const loadLegalStructureMessages = messages.load;
