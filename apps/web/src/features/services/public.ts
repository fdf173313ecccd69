// The services screens' tabs (catalogue, subscriptions, deliveries) and their lists' texts.
export { ServicesTabs } from './components/ServicesTabs.tsx';
export { loadServiceListMessages } from './messages.ts';
