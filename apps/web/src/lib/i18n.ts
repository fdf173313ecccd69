import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale, LOCALES, writeLocaleCookie } from './locale.ts';

export const i18nResources = { fr: { translation: fr }, en: { translation: en } } as const;

export async function initI18n(locale: AppLocale): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next.use(initReactI18next).init({
    resources: i18nResources,
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
  await i18next.changeLanguage(locale);
}
