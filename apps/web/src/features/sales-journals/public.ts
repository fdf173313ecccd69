// What the billing overview mounts (issue 24 §4): the "Exports comptables" card and its two panels, the
// sales-journal export and the FEC. Lazy: its code and texts come when it first renders.
export { AccountingExportsCard } from './components/lazy-panels.tsx';
