import { defineResource } from './resource.ts';

export const deliveryOptionsApi = defineResource({
  collection: '/v1/service_delivery_options',
  one: 'ServiceDeliveryOption',
  many: 'ServiceDeliveryOptions',
  history: 'service_delivery_options',
});
