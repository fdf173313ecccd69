import { detailMessages } from '../../../components/detail/messages.ts';
import { featureMessages } from '../../../lib/feature-messages.ts';

/**
 * The texts of the establishment's opening hours, central accounts and transfer, with the texts every
 * detail page shares. The establishment detail route loads them with its code (route-tree.ts); the
 * components also ask for them (useEstablishmentExtrasMessages), so they work wherever they are rendered.
 */
export const establishmentExtrasMessages = featureMessages(
  {
    fr: () => import('./locales-extras/fr.json'),
    en: () => import('./locales-extras/en.json'),
  },
  detailMessages,
);

export const loadEstablishmentExtrasMessages = establishmentExtrasMessages.load;
export const useEstablishmentExtrasMessages = establishmentExtrasMessages.useReady;
