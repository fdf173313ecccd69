import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

export function loadOnboardingMessages(): Promise<void> {
  return registerMessages(LOADERS);
}
