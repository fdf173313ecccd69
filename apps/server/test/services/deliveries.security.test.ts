import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  DELIVERIES,
  DISCOUNTS,
  deliver,
  OPTIONS,
  option,
  read,
  tokens,
  useDeliveriesWorld,
  world,
} from '../support/factories/deliveries-world.ts';

useDeliveriesWorld();

describe('[DELIVERIES] security', () => {
  it('lets a MODERATOR write and an ACCOUNTANT only read; no token is a 401', async () => {
    const delivery = (await deliver({ serviceDeliveryOptionId: option('FRAIS-CE').id })).body.data;
    const discount = (
      await call('POST', DISCOUNTS, {
        token: tokens.moderator,
        body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 100 },
      })
    ).body.data;
    for (const path of [OPTIONS, DELIVERIES, DISCOUNTS]) {
      expect((await call('GET', path, { token: tokens.accountant })).status).toBe(200);
      expect((await call('GET', path)).status).toBe(401);
    }
    expect((await call('GET', `${DELIVERIES}/${delivery.id}`, { token: tokens.accountant })).status).toBe(
      200,
    );
    const writes: [string, string, unknown][] = [
      ['POST', OPTIONS, { code: 'NOPE' }],
      ['PATCH', `${OPTIONS}/${option('FRAIS-CE').id}`, { entitled: 'Non' }],
      ['DELETE', `${OPTIONS}/${option('FRAIS-CE').id}`, undefined],
      [
        'POST',
        DELIVERIES,
        { veterinaryEstablishmentId: world.establishment.id, serviceDeliveryOptionId: option('FRAIS-CE').id },
      ],
      ['PATCH', `${DELIVERIES}/${delivery.id}`, { paymentStatus: 'PAID' }],
      ['DELETE', `${DELIVERIES}/${delivery.id}`, undefined],
      ['POST', DISCOUNTS, { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 1 }],
      ['PATCH', `${DISCOUNTS}/${discount.id}`, { value: 2 }],
      ['DELETE', `${DISCOUNTS}/${discount.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(method, path, { token: tokens.accountant, body })).status, `${method} ${path}`).toBe(
        403,
      );
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await read(`${DELIVERIES}/${delivery.id}`)).data.paymentStatus).toBe('UNPAID');
    expect((await read(`${DISCOUNTS}/${discount.id}`)).data.value).toBe(100);
    const byModerator = await call('DELETE', `${DELIVERIES}/${delivery.id}`, { token: tokens.moderator });
    expect(byModerator.status).toBe(204);
  });
});
