// An external identity provider out of reach is not a sign-out either: the API cannot fetch its keys to
// check a token, so it answers 503 with Retry-After (the web app keeps the session and retries), not 401;
// once the provider answers again, the same token is accepted.
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { freePort } from '../support/free-port.ts';
import { startTestServer } from '../support/test-server.ts';

let vetbo: Awaited<ReturnType<typeof startTestServer>>;
let issuerPort: number;
let issuer: string;
let issuerServer: Server | undefined;
let jwk: JWK;
let accessToken: string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  issuerPort = await freePort();
  issuer = `http://127.0.0.1:${issuerPort}/realms/vetbo`;
  // A Keycloak access token: typ Bearer, scopes granted.
  accessToken = await new SignJWT({
    email: 'admin@vetbo.test',
    email_verified: true,
    azp: 'vetbo-web',
    typ: 'Bearer',
    scope: 'openid email profile',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject('keycloak-user-1')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(pair.privateKey);
  // The provider is down from the start: nothing listens on its port.
  vetbo = await startTestServer({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'vetbo-web' });
});

afterAll(async () => {
  await vetbo?.close();
  if (issuerServer) await new Promise((resolve) => issuerServer?.close(resolve));
});

/** A stand-in for Keycloak (discovery + JWKS) on the issuer's port. */
async function startIssuer() {
  issuerServer = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/realms/vetbo/.well-known/openid-configuration': { issuer, jwks_uri: `${issuer}/certs` },
      '/realms/vetbo/certs': { keys: [jwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? {}));
  });
  await new Promise<void>((resolve) => issuerServer?.listen(issuerPort, '127.0.0.1', resolve));
}

describe('[SECURITY] the external identity provider out of reach', () => {
  it('answers 503 with Retry-After instead of refusing the token, then accepts it once the provider is back', async () => {
    const me = () => call('GET', '/v1/me', { baseUrl: vetbo.baseUrl, token: accessToken, language: 'fr' });
    const down = await me();
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(down.headers.get('www-authenticate')).toBeNull();
    expect(down.body).toMatchObject({
      code: 'AUTHENTICATION_UNAVAILABLE',
      title: 'Vérification de connexion impossible',
    });
    expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|fetch/i);

    await startIssuer();
    const up = await me();
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ staffRole: 'ADMIN' });
  });
});
