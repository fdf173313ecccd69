import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { freePort } from '../support/free-port.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * A stand-in for Keycloak: discovery + JWKS over HTTP, tokens signed here. The real server runs with
 * OIDC_ISSUER pointing at it, and every check goes through HTTP like a browser's API call.
 */
let issuerServer: Server;
let issuer: string;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let vetbo: Awaited<ReturnType<typeof startTestServer>>;
let vetboUrl: string;
let signingKey: PrivateKey;
let strangerKey: PrivateKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const issuerPort = await freePort();
  issuer = `http://127.0.0.1:${issuerPort}/realms/vetbo`;
  issuerServer = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/realms/vetbo/.well-known/openid-configuration': { issuer, jwks_uri: `${issuer}/certs` },
      '/realms/vetbo/certs': { keys: [jwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? {}));
  });
  await new Promise<void>((resolve) => issuerServer.listen(issuerPort, '127.0.0.1', resolve));

  vetbo = await startTestServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'vetbo-web' });
  vetboUrl = vetbo.baseUrl;
});

afterAll(async () => {
  await vetbo?.close();
  await new Promise((resolve) => issuerServer?.close(resolve));
});

/** A Keycloak-like access token (typ Bearer, scopes), for the ADMIN unless the claims say otherwise. */
function token(
  claims: JWTPayload,
  options: { key?: PrivateKey; expiresIn?: string; issuedAt?: number | null } = {},
) {
  const jwt = new SignJWT({
    email: 'admin@vetbo.test',
    email_verified: true,
    azp: 'vetbo-web',
    typ: 'Bearer',
    scope: 'openid email profile',
    sub: 'keycloak-user-1',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setIssuer(issuer)
    .setExpirationTime(options.expiresIn ?? '5m');
  if (options.issuedAt !== null) jwt.setIssuedAt(options.issuedAt);
  return jwt.sign(options.key ?? signingKey);
}

async function me(accessToken: string) {
  const response = await fetch(`${vetboUrl}/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

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
