export const SEARCH_TABS = ['workgroups', 'establishments', 'legalStructures', 'users'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Spec §9: the tab is chosen 250 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Spec §2.9: the term passed to the tabs has punctuation removed and whitespace collapsed. */
export function normalizeSearchTerm(term: string): string {
  return term
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The users tab's term: punctuation removed but for what an e-mail address holds (@ . - _ +). */
export function normalizeUserSearchTerm(term: string): string {
  return term
    .replace(/[^\p{L}\p{N}\s@._+-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Spec §2.9: GRP… → workgroups; "local-part@" → users; three capital letters → establishments
 * (a privileged code such as ABC123). Anything else keeps the current tab (undefined).
 */
export function inferSearchTab(term: string): SearchTab | undefined {
  const value = term.trim();
  if (value.startsWith('GRP')) return 'workgroups';
  if (/^[^\s@]+@/.test(value)) return 'users';
  if (/^\p{Lu}{3}/u.test(value)) return 'establishments';
  return undefined;
}
