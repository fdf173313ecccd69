import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  DELIVERIES,
  deliver,
  history,
  list,
  newOption,
  OPTIONS,
  read,
  tokens,
  useDeliveriesWorld,
} from '../support/factories/deliveries-world.ts';

useDeliveriesWorld();

const setStatus = async (id: number, status: 'ENABLED' | 'DISABLED', token = tokens.moderator) => {
  const { etag } = await read(`${OPTIONS}/${id}`);
  return call('PATCH', `${OPTIONS}/${id}`, { token, headers: { 'if-match': etag }, body: { status } });
};

// docs/decisions.md, "Disabling a delivery option".
describe('[DELIVERY OPTIONS] status', () => {
  it('creates an option ENABLED, or DISABLED when asked, and filters the list by status', async () => {
    const open = await newOption();
    expect(open.body.data.status).toBe('ENABLED');
    const closed = await newOption({ status: 'DISABLED' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(closed.body.data.status).toBe('DISABLED');
    const disabled = await list(`${OPTIONS}?status[]=DISABLED&limit=100`);
    expect(disabled.data.every((o: { status: string }) => o.status === 'DISABLED')).toBe(true);
    expect(disabled.data.map((o: { id: number }) => o.id)).toContain(closed.body.data.id);
    expect(disabled.data.map((o: { id: number }) => o.id)).not.toContain(open.body.data.id);
    const enabled = await list(`${OPTIONS}?status[]=ENABLED&limit=100`);
    expect(enabled.data.map((o: { id: number }) => o.id)).toContain(open.body.data.id);
    expect(enabled.data.map((o: { id: number }) => o.id)).not.toContain(closed.body.data.id);
  });

  it('disables an option its deliveries keep (still read and changed), then enables it for new ones again', async () => {
    const created = await newOption();
    const id = created.body.data.id;
    const made = await deliver({ serviceDeliveryOptionId: id, quantity: 2 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const disabled = await setStatus(id, 'DISABLED', tokens.admin);
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body.data).toMatchObject({ status: 'DISABLED', code: created.body.data.code });

    // The delivery made from it keeps its link and its values, and still changes.
    const kept = await read(`${DELIVERIES}/${made.body.data.id}`);
    expect(kept.data).toMatchObject({
      serviceDeliveryOptionId: id,
      code: created.body.data.code,
      quantity: 2,
    });
    const changed = await call('PATCH', `${DELIVERIES}/${made.body.data.id}`, {
      token: tokens.moderator,
      headers: { 'if-match': kept.etag },
      body: { quantity: 3, serviceDeliveryOptionId: id },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.quantity).toBe(3);

    const enabled = await setStatus(id, 'ENABLED');
    expect(enabled.body.data.status).toBe('ENABLED');
    expect((await deliver({ serviceDeliveryOptionId: id })).status).toBe(201);

    const entries = await history('service_delivery_options', id);
    expect(
      entries
        .filter((entry) => entry.kind === 'UPDATE')
        .map((entry) => entry.changes.status)
        .sort((a, b) => String(a?.after).localeCompare(String(b?.after))),
    ).toEqual([
      { before: 'ENABLED', after: 'DISABLED' },
      { before: 'DISABLED', after: 'ENABLED' },
    ]);
  });
});
