import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  newOption,
  OPTIONS,
  read,
  tokens,
  useDeliveriesWorld,
} from '../support/factories/deliveries-world.ts';

useDeliveriesWorld();

// Disabling an option is a `services` write (ADMIN, MANAGER, MODERATOR): the ACCOUNTANT reads the catalogue
// only, and a refused PATCH changes nothing.
describe('[DELIVERY OPTIONS] status: access', () => {
  it('refuses an ACCOUNTANT disabling or enabling an option (403, nothing changed); no token is a 401', async () => {
    const created = await newOption();
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `${OPTIONS}/${created.body.data.id}`;
    const before = await read(path);
    for (const token of [tokens.accountant, undefined]) {
      const refused = await call('PATCH', path, {
        ...(token ? { token } : {}),
        headers: { 'if-match': before.etag },
        body: { status: 'DISABLED' },
      });
      expect(refused.status).toBe(token ? 403 : 401);
    }
    expect(await read(path)).toEqual(before);

    const disabled = await call('PATCH', path, {
      token: tokens.moderator,
      headers: { 'if-match': before.etag },
      body: { status: 'DISABLED' },
    });
    expect(disabled.status).toBe(200);
    const off = await read(path);
    const enabled = await call('PATCH', path, {
      token: tokens.accountant,
      headers: { 'if-match': off.etag },
      body: { status: 'ENABLED' },
    });
    expect(enabled.status).toBe(403);
    expect(enabled.body.access).toEqual({ area: 'services', action: 'write' });
    expect(await read(path)).toEqual(off);
  });
});
