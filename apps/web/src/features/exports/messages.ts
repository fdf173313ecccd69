import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

/** The export side panel's texts, loaded with it. */
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  detailMessages,
);

export const loadExportMessages = messages.load;
export const useExportMessages = messages.useReady;
