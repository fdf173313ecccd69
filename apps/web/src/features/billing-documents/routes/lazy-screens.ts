// This feature's screens other than a list, imported through this module: the preload list of
// their chunks (some forty files each, built by Vite) is in this small chunk, downloaded when one of them
// opens, instead of in the app chunk every first paint downloads (docs/decisions.md, "≤ 200 KB of
// JavaScript before a list's first rows"). The list page is imported from routes.ts directly.
export const importDetailPages = () => import('./DocumentDetailPages.tsx');
export const importOverviewPage = () => import('./BillingOverviewPage.tsx');
export const importTransmissionsPage = () => import('./TransmissionsPage.tsx');
