import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  me,
  strangerKey,
  token,
  useExternalIssuerWorld,
  vetboUrl,
} from '../support/factories/external-issuer-world.ts';

useExternalIssuerWorld();

describe('an external OpenID provider (OIDC_ISSUER)', () => {
  it('refuses a token issued to another client of the same provider (401)', async () => {
    expect((await me(await token({ azp: 'billing-app' }))).status).toBe(401);
    expect((await me(await token({ azp: undefined, aud: 'billing-app' }))).status).toBe(401);
  });

  it('refuses an e-mail address the provider has not verified (401)', async () => {
    const unbound = { sub: 'kc-manager', email: 'manager@vetbo.test' };
    expect((await me(await token({ ...unbound, email_verified: false }))).status).toBe(401);
    expect((await me(await token({ ...unbound, email_verified: undefined }))).status).toBe(401);
    expect((await me(await token({ ...unbound, email_verified: 'true' }))).status).toBe(401);
  });

  it('refuses a foreign signature, an expired token and an unknown user (401)', async () => {
    expect((await me(await token({}, { key: strangerKey }))).status).toBe(401);
    expect((await me(await token({}, { expiresIn: '-1m' }))).status).toBe(401);
    expect((await me(await token({ sub: 'kc-nobody', email: 'nobody@vetbo.test' }))).status).toBe(401);
  });

  it('refuses an ID token presented as an access token (401)', async () => {
    // Keycloak's ID token says so; others carry the claims only an ID token has, and grant no scope.
    expect((await me(await token({ typ: 'ID' }))).status).toBe(401);
    expect((await me(await token({ nonce: 'n-1' }))).status).toBe(401);
    expect((await me(await token({ at_hash: 'x8xbyo4AjZOoTTkDkZ8qVw' }))).status).toBe(401);
    expect(
      (await me(await token({ typ: undefined, scope: undefined, aud: 'vetbo-web', azp: undefined }))).status,
    ).toBe(401);
    // Okta and Entra ID name the scopes `scp`.
    expect((await me(await token({ scope: undefined, scp: ['openid', 'email'] }))).status).toBe(200);
  });

  it('enforces the 86 400 s maximum age: an older token, or one without `iat`, is refused (401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await me(await token({}, { issuedAt: now - 86_400 - 60, expiresIn: '1h' }))).status).toBe(401);
    expect((await me(await token({}, { issuedAt: null }))).status).toBe(401);
    expect((await me(await token({}, { issuedAt: now - 3_600 }))).status).toBe(200);
  });
});

describe('an external provider’s subject is bound at the first sign-in (issue 20)', () => {
  const admin = async () => token({});

  it('a token of another `sub` carrying a bound user’s verified e-mail is refused', async () => {
    const moderator = { sub: 'kc-moderator', email: 'moderator@vetbo.test' };
    expect((await me(await token(moderator))).status).toBe(200);
    // The provider later lets someone else claim that address (another account, another sub).
    expect((await me(await token({ sub: 'kc-intruder', email: 'moderator@vetbo.test' }))).status).toBe(401);
    // The bound sub keeps working, whatever e-mail its token carries now.
    expect((await me(await token({ ...moderator, email: 'renamed@idp.example' }))).status).toBe(200);
  });

  it('an e-mail change never hands the account to another `sub`, and ends the tokens issued before it', async () => {
    const email = `externe.${Date.now().toString(36)}@vetbo.test`;
    const created = await call('POST', '/v1/users', {
      baseUrl: vetboUrl,
      token: await admin(),
      body: { email, firstName: 'Eve', lastName: 'Externe' },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.data;
    expect(
      (
        await call('PUT', `/v1/users/${id}/role`, {
          baseUrl: vetboUrl,
          token: await admin(),
          body: { staffRole: 'MODERATOR' },
        })
      ).status,
    ).toBe(200);
    const owner = { sub: 'kc-eve', email };
    const before = await token(owner);
    expect((await me(before)).status).toBe(200);

    const takenOver = 'taken.over@attacker.example';
    const changed = await call('PATCH', `/v1/users/${id}`, {
      baseUrl: vetboUrl,
      token: await admin(),
      body: { email: takenOver },
    });
    expect(changed.status).toBe(200);
    expect((await me(await token({ sub: 'kc-attacker', email: takenOver }))).status).toBe(401);
    // The token from before the change is refused; the owner's next token (issued after it) works.
    expect((await me(before)).status).toBe(401);
    const after = await token(owner, { issuedAt: Math.floor(Date.now() / 1000) + 2 });
    expect((await me(after)).status).toBe(200);
  });
});
