// The billing panels other screens mount (issue 23 §2, §5): "Facturer les prestations" on the deliveries
// list, the billing runs on the billing overview, the unpaid-invoice reminders on the invoices. Lazy: their
// code and texts come when they first render.
export {
  DeliveriesBillingActions,
  deliveryBillingColumns,
  useMayBillDeliveries,
} from './components/billing-column.tsx';
export { BillingRunsPanel, RemindersButton, RemindersDrawer } from './components/lazy-panels.tsx';
