// A catalogue service's "Prestations prédéfinies" (delivery options), and its texts.
export { DeliveryOptionsSection } from './components/DeliveryOptionsSection.tsx';
export { loadDeliveryOptionMessages } from './messages.ts';
