import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  DELIVERIES,
  deliver,
  errorsOf,
  list,
  newOption,
  OPTIONS,
  read,
  tokens,
  useDeliveriesWorld,
} from '../support/factories/deliveries-world.ts';

useDeliveriesWorld();

const disable = async (id: number) => {
  const { etag } = await read(`${OPTIONS}/${id}`);
  const answer = await call('PATCH', `${OPTIONS}/${id}`, {
    token: tokens.moderator,
    headers: { 'if-match': etag },
    body: { status: 'DISABLED' },
  });
  expect(answer.status).toBe(200);
};

const deliveriesOf = async (optionCode: string) =>
  (await list(`${DELIVERIES}?limit=100`)).data.filter((d: { code: string }) => d.code === optionCode).length;

describe('[DELIVERY OPTIONS] status: refusals', () => {
  it('refuses a new delivery from a disabled option (422 DELIVERY_OPTION_DISABLED, in French), creating nothing', async () => {
    const created = await newOption();
    const { id, code } = created.body.data;
    await disable(id);
    const refused = await deliver({ serviceDeliveryOptionId: id });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.code).toBe('DELIVERY_OPTION_DISABLED');
    expect(refused.body.detail).toBe(
      `L’option de prestation ${code} est désactivée : elle ne peut plus être choisie pour une prestation.`,
    );
    expect(errorsOf(refused.body)).toEqual({
      serviceDeliveryOptionId: 'Cette option de prestation est désactivée : choisissez-en une autre',
    });
    expect(await deliveriesOf(code)).toBe(0);
  });

  it('refuses linking an existing delivery to a disabled option (422), changing nothing', async () => {
    const [from, other] = [(await newOption()).body.data, (await newOption()).body.data];
    const made = await deliver({ serviceDeliveryOptionId: from.id });
    expect(made.status).toBe(201);
    await disable(other.id);
    const before = await read(`${DELIVERIES}/${made.body.data.id}`);
    const refused = await call('PATCH', `${DELIVERIES}/${made.body.data.id}`, {
      token: tokens.moderator,
      language: 'fr-FR',
      headers: { 'if-match': before.etag },
      body: { serviceDeliveryOptionId: other.id, quantity: 5 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('DELIVERY_OPTION_DISABLED');
    expect(await read(`${DELIVERIES}/${made.body.data.id}`)).toEqual(before);
  });

  it('refuses a status that is not ENABLED or DISABLED (400), changing nothing', async () => {
    const { id } = (await newOption()).body.data;
    const before = await read(`${OPTIONS}/${id}`);
    const refused = await call('PATCH', `${OPTIONS}/${id}`, {
      token: tokens.moderator,
      language: 'fr-FR',
      headers: { 'if-match': before.etag },
      body: { status: 'PAUSED' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(errorsOf(refused.body))).toEqual(['status']);
    expect(await read(`${OPTIONS}/${id}`)).toEqual(before);
  });
});
