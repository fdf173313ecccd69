import type { Locale } from '@vetbo/domain/validation-messages';

/** fr-FR is the default; English only when the client asks for it first. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}
