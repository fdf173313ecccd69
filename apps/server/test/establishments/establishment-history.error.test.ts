import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { moderator, useEstablishmentHistoryWorld } from '../support/factories/establishment-history-world.ts';
import { createEstablishment } from '../support/factories/establishments.ts';

useEstablishmentHistoryWorld();

describe('[ESTABLISHMENTS] history and concurrent edits', () => {
  it('refuses an edit made on a version someone else has changed since (412), and keeps the newer one', async () => {
    const created = await createEstablishment(moderator);
    const read = await call('GET', `/v1/veterinary_establishments/${created.id}`, { token: moderator });
    const etag = read.headers.get('etag') as string;
    await call('PATCH', `/v1/veterinary_establishments/${created.id}`, {
      token: moderator,
      body: { name: 'Premier' },
    });
    const stale = await call('PATCH', `/v1/veterinary_establishments/${created.id}`, {
      token: moderator,
      body: { name: 'Second' },
      headers: { 'if-match': etag },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.detail).toContain("Quelqu'un d'autre a modifié cet enregistrement");
    const now = await call('GET', `/v1/veterinary_establishments/${created.id}`, { token: moderator });
    expect(now.body.data.name).toBe('Premier');
    expect(now.headers.get('etag')).not.toBe(etag);
  });
});
