import type { Schema } from '@vetbo/api-client/client';

export type ServiceDelivery = Schema<'VeterinaryEstablishmentServiceDelivery'>;

/** What "Facturer les prestations" takes: not billed yet, not planned, and to be invoiced. */
export const isBillable = (delivery: ServiceDelivery) =>
  delivery.billingStatus === 'NOT_BILLED' && delivery.shouldGenerateInvoice && !delivery.invoiced;
