import { useTranslation } from 'react-i18next';
import { featureMessages } from '../../lib/feature-messages.ts';
import type fr from './locales/fr.json';

/** The accounting exports' texts, downloaded with their panels (lazy-panels.tsx). */
export const salesJournalMessages = featureMessages({
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
});

/** The dot paths of a bundle's texts, e.g. `salesJournals.fec.title`. */
type TextPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type SalesJournalsText = TextPaths<typeof fr>;

/**
 * This feature's `t`, its keys checked against its French bundle: lib/i18next.d.ts does not type this bundle
 * (a shared file, asked for in notes/requests.md); once it does, `useTranslation().t` can replace this.
 */
export function useSalesJournalsText() {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: SalesJournalsText, options?: Record<string, unknown>) => translate(key, options);
}
