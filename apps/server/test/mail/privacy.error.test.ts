import { describe, expect, it } from 'vitest';
import { api, tokens, usePrivacyWorld } from '../support/factories/privacy-world.ts';

usePrivacyWorld();

describe('[PRIVACY] export and anonymisation', () => {
  it('refuses anonymising yourself', async () => {
    // (The last-ADMIN rule guards two ADMINs anonymising each other at once: the row locks queue them.)
    const me = (await api('GET', '/v1/me', tokens.admin as string)).body.data;
    const self = await api('POST', `/v1/users/${me.id}/anonymisation`, tokens.admin as string);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('ANONYMISE_SELF');
    expect(
      (await api('GET', `/v1/users/${me.id}`, tokens.admin as string)).body.data.account.anonymisedDate,
    ).toBe(null);
  });
});
