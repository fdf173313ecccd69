// An establishment's deliveries tab.
export { DeliveriesTab } from './components/DeliveriesTab.tsx';
