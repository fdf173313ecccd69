import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function token(claims: JWTPayload, options: { key?: PrivateKey; expiresIn?: string } = {}) {
  return new SignJWT({
    email: 'admin@vetbo.test',
    email_verified: true,
    azp: 'vetbo-web',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject('keycloak-user-1')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? signingKey);
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
    expect((await me(await token({ email_verified: false }))).status).toBe(401);
    expect((await me(await token({ email_verified: undefined }))).status).toBe(401);
    expect((await me(await token({ email_verified: 'true' }))).status).toBe(401);
  });

  it('refuses a foreign signature, an expired token and an unknown user (401)', async () => {
    expect((await me(await token({}, { key: strangerKey }))).status).toBe(401);
    expect((await me(await token({}, { expiresIn: '-1m' }))).status).toBe(401);
    expect((await me(await token({ email: 'nobody@vetbo.test' }))).status).toBe(401);
  });
});
