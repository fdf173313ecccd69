// The set-up and helpers the oidc/external-issuer.*.test.ts files share.
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../free-port.ts';
import { startTestServer } from '../test-server.ts';

/**
 * A stand-in for Keycloak: discovery + JWKS over HTTP, tokens signed here. The real server runs with
 * OIDC_ISSUER pointing at it, and every check goes through HTTP like a browser's API call.
 */
let issuerServer: Server;
let issuer: string;

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export let vetbo: Awaited<ReturnType<typeof startTestServer>>;
export let vetboUrl: string;
let signingKey: PrivateKey;
export let strangerKey: PrivateKey;

/** A Keycloak-like access token (typ Bearer, scopes), for the ADMIN unless the claims say otherwise. */
export function token(
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

export async function me(accessToken: string) {
  const response = await fetch(`${vetboUrl}/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

/** Registers the set-up the external-issuer tests share. */
export function useExternalIssuerWorld() {
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
}
