export const LOCALES = ['fr', 'en'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'fr';

export const LOCALE_COOKIE = 'i18n_redirected';
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const TIME_ZONE = 'Europe/Paris';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readLocaleCookie(cookie = document.cookie): AppLocale {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isAppLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}

export function writeLocaleCookie(locale: AppLocale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec fixes this cookie (name, 365 days, path /, Lax)
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Accept-Language sent to the API (spec §7: fr-FR by default). */
export function acceptLanguage(locale: AppLocale): string {
  return locale === 'fr' ? 'fr-FR' : 'en';
}
