// The billing lists' controls that come after the rows (bulk actions, filters, row checkboxes), imported
// through this module: the preload lists of their chunks (inputs, popovers, the SEPA export) are in this
// small chunk, downloaded when they mount, not in the list's chunk its first paint downloads
// (docs/decisions.md, "≤ 200 KB of JavaScript before a list's first rows").
export const importDocumentsActions = () => import('./DocumentsActions.tsx').then((m) => m.DocumentsActions);
export const importRowCheckbox = () => import('./RowCheckbox.tsx').then((m) => m.RowCheckbox);
export const importDocumentFilters = () => import('./DocumentFilters.tsx').then((m) => m.DocumentFilters);
