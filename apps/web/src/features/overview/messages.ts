import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

/** The home page's texts (and the history texts its latest changes use), loaded with its code. */
const messages = featureMessages(
  {
    fr: () => import('./locales/fr.json'),
    en: () => import('./locales/en.json'),
  },
  detailMessages,
);

export const loadOverviewMessages = messages.load;
