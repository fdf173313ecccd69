// What the billing lists mount (issue 24 §3): the "Export XML SEPA" button and panel of a selection of
// invoices (direct debits) or credit notes (transfers). Lazy: its code and texts come when it first renders.
export { SepaExportButton } from './components/lazy-panels.tsx';
