import { featureMessages } from '../../lib/feature-messages.ts';

/** The leader's onboarding and signature screens' texts, loaded with their code. */
const messages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

export const loadOnboardingMessages = messages.load;
