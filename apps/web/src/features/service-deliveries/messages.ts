import { detailMessages } from '../../components/detail/messages.ts';
import { featureMessages } from '../../lib/feature-messages.ts';

const listMessages = featureMessages({
  fr: () => import('./locales/list.fr.json'),
  en: () => import('./locales/list.en.json'),
});

/** The deliveries list's texts alone (a small bundle: the list's first paint carries it). */
export const loadDeliveryListMessages = listMessages.load;

/** Every deliveries text (the establishment's tab and its panel), loaded with them. */
const messages = featureMessages(
  {
    fr: () => Promise.all([import('./locales/list.fr.json'), import('./locales/fr.json')]).then(merge),
    en: () => Promise.all([import('./locales/list.en.json'), import('./locales/en.json')]).then(merge),
  },
  detailMessages,
);

function merge([list, rest]: [{ default: { deliveries: object } }, { default: { deliveries: object } }]) {
  return { default: { deliveries: { ...list.default.deliveries, ...rest.default.deliveries } } };
}

export const loadDeliveryMessages = messages.load;
export const useDeliveryMessages = messages.useReady;
