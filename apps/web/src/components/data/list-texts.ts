// The texts every list shares unless it words its own (ListTexts): the app's `list.*` keys, in the first
// download with the rest of the app's words, whichever feature bundle a list loads.
import type { TFunction } from 'i18next';
import type { ListTexts } from './list-screen.ts';

export type SharedListTexts = { error: string; empty: string; filters: string; searchLabel: string };

/** The shared texts in the user's language. */
export const sharedListTexts = (t: TFunction): SharedListTexts => ({
  error: t('list.error'),
  empty: t('list.empty'),
  filters: t('list.filters'),
  searchLabel: t('list.searchLabel'),
});

/** A list's texts, with the shared ones where it words none. */
export function withSharedListTexts(
  texts: ListTexts,
  shared: SharedListTexts,
): ListTexts & { error: string; empty: string; filters: string } {
  return {
    ...texts,
    error: texts.error ?? shared.error,
    empty: texts.empty ?? shared.empty,
    filters: texts.filters ?? shared.filters,
  };
}
