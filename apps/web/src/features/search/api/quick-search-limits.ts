/** How many hits a quick-search tab shows, and the shortest term it searches for. */
export const QUICK_SEARCH_LIMIT = 10;
export const QUICK_SEARCH_MIN_LENGTH = 2;
