// The top bar's controls that come after the main content, imported through this module: the preload
// lists of their chunks (popover, menu, inputs) are in this small chunk, downloaded when they mount, not
// in the layout chunk every first paint downloads (docs/decisions.md, "≤ 200 KB of JavaScript before a
// list's first rows").
export const importQuickSearch = () =>
  Promise.all([
    import('../../features/search/components/QuickSearch.tsx'),
    import('../../features/search/messages.ts').then((m) => m.loadSearchMessages()),
  ]).then(([m]) => m.QuickSearch);
export const importUserMenu = () => import('./UserMenu.tsx').then((m) => m.UserMenu);
export const importLanguageSwitch = () => import('./LanguageSwitch.tsx').then((m) => m.LanguageSwitch);
