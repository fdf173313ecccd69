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

export type MessageLoaders = Record<AppLocale, () => Promise<{ default: object }>>;

/** Feature bundles already asked for: a language switch loads them in the new language too. */
const featureMessages: MessageLoaders[] = [];

async function loadFeatureMessages(loaders: MessageLoaders, locale: AppLocale): Promise<void> {
  const { default: messages } = await loaders[locale]();
  // Deep merge: a feature adds its own top-level keys next to the app's.
  i18next.addResourceBundle(locale, 'translation', messages, true, false);
}

/**
 * Texts of a feature that only its screens use: they stay out of the first download (the app's fr.json
 * is in the first paint's budget) and come with the feature's code. Resolves once the current
 * language's texts (and French, the fallback) are in.
 */
export async function registerMessages(loaders: MessageLoaders): Promise<void> {
  if (!featureMessages.includes(loaders)) featureMessages.push(loaders);
  const locale = currentLocale();
  await Promise.all(
    [...new Set([locale, DEFAULT_LOCALE])].map((language) => loadFeatureMessages(loaders, language)),
  );
}

export async function changeLocale(locale: AppLocale): Promise<void> {
  writeLocaleCookie(locale);
  await Promise.all([
    loadLocale(locale),
    ...featureMessages.map((loaders) => loadFeatureMessages(loaders, locale)),
  ]);
  await i18next.changeLanguage(locale);
}
