import { clientAccountMessages } from '../../components/client-accounts/messages.ts';
import { detailMessages } from '../../components/detail/messages.ts';
import { fileMessages } from '../../components/files/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';
import { establishmentExtrasMessages } from './components/establishment-extras-messages.ts';

/**
 * The texts of the establishment page and form but the list's (those are in the app's fr.json, for the
 * list's first paint), loaded with the page's and the create drawer's code (routes.ts), with the texts
 * every detail page shares and those of the documents and pictures panels, opening hours, central
 * accounts, transfer and the Clients tab.
 */
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  detailMessages,
  fileMessages,
  establishmentExtrasMessages,
  clientAccountMessages,
);

export const loadEstablishmentMessages = messages.load;
