// The set-up and helpers the services/services-export.*.test.ts files share.
import { beforeAll, expect } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { ceAboParameters, createEstablishment } from './establishments.ts';

let moderator: string;
export let accountant: string;
export let establishment: { id: number; privilegedCode: string; name: string };

export const path = '/v1/veterinary_establishment_services/export';

/** Registers the set-up the services-export tests share. */
export function useServicesExportWorld() {
  beforeAll(async () => {
    [moderator, accountant] = await Promise.all([tokenFor('moderator'), tokenFor('accountant')]);
    establishment = await createEstablishment(moderator);
    const option = (
      await call('GET', '/v1/veterinary_service_options?code[]=CE-ABO-ESSENTIEL', { token: moderator })
    ).body.data[0];
    // 240 € + 2 × 60 € = 360 € a year, billed monthly from March 2040: 30 € a month.
    const subscription = await call('POST', '/v1/veterinary_establishment_service_subscriptions', {
      token: moderator,
      body: {
        veterinaryEstablishmentId: establishment.id,
        veterinaryServiceOptionId: option.id,
        startDate: '2040-03-01',
        parameters: ceAboParameters({ collaboratorCount: 2, collaboratorPrice: 6_000 }),
      },
    });
    expect(subscription.status).toBe(201);
    const march = subscription.body.data.periods[0];
    await call('POST', '/v1/veterinary_establishment_service_discounts', {
      token: moderator,
      body: { veterinaryEstablishmentServicePeriodId: march.id, kind: 'AMOUNT', value: 333 },
    });
    const deliveryOption = (
      await call('GET', '/v1/service_delivery_options?code[]=FORM-VP', { token: moderator })
    ).body.data[0];
    const delivery = await call('POST', '/v1/veterinary_establishment_service_deliveries', {
      token: moderator,
      body: {
        veterinaryEstablishmentId: establishment.id,
        serviceDeliveryOptionId: deliveryOption.id,
        quantity: 3,
        unitPriceWithoutVat: 10_005,
        completionDate: '2040-03-15',
      },
    });
    expect(delivery.status).toBe(201);
  });
}
