import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../locales/fr.json';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale, LOCALES, writeLocaleCookie } from './locale.ts';

/**
 * French ships with the app; other languages are separate files fetched when chosen, so that most
 * users never download them before the first screen.
 */
const LAZY_RESOURCES: Record<AppLocale, (() => Promise<{ default: typeof fr }>) | undefined> = {
  fr: undefined,
  en: () => import('../locales/en.json'),
};

async function fetchResources(locale: AppLocale): Promise<typeof fr | undefined> {
  return (await LAZY_RESOURCES[locale]?.())?.default;
}

async function loadLocale(locale: AppLocale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const resources = await fetchResources(locale);
  if (resources) i18next.addResourceBundle(locale, 'translation', resources);
}

export async function initI18n(locale: AppLocale): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  const chosen = await fetchResources(locale);
  await i18next.use(initReactI18next).init({
    resources: { fr: { translation: fr }, ...(chosen ? { [locale]: { translation: chosen } } : {}) },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}

export function currentLocale(): AppLocale {
  return isAppLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: AppLocale): Promise<void> {
  writeLocaleCookie(locale);
  await loadLocale(locale);
  await i18next.changeLanguage(locale);
}
