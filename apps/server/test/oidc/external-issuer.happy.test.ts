import { describe, expect, it } from 'vitest';
import { me, token, useExternalIssuerWorld } from '../support/factories/external-issuer-world.ts';

useExternalIssuerWorld();

describe('an external OpenID provider (OIDC_ISSUER)', () => {
  it('accepts a token of our client for a verified e-mail address, matched case-insensitively', async () => {
    const accessToken = await token({ email: 'Admin@Vetbo.test' });
    const answer = await me(accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ staffRole: 'ADMIN' });
    // The same token again (served from the verified-token cache) still works.
    expect((await me(accessToken)).status).toBe(200);
  });

  it('accepts our client in `aud` when the token has no azp', async () => {
    expect((await me(await token({ azp: undefined, aud: ['account', 'vetbo-web'] }))).status).toBe(200);
  });
});
