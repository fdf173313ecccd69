// An establishment's subscriptions: its tabs, and what the contracts draft from.
export { type Subscription, useEstablishmentSubscriptions } from './api/subscriptions.ts';
export { ServicesTab } from './components/ServicesTab.tsx';
export { SubscriptionsTab } from './components/SubscriptionsTab.tsx';
