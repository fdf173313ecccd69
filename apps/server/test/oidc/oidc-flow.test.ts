import type { Database } from '@vetbo/db/database';
import { oidcModels } from '@vetbo/db/schema/index';
import { decodeJwt, decodeProtectedHeader, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/oidc/pages.ts';
import { createTokenVerifier, TokenVerificationError } from '../../src/oidc/token-verifier.ts';
import { exchangeCode } from '../support/oidc-client.ts';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  insertUser,
  location,
  openTestDatabase,
  PASSWORD,
  pkcePair,
  signIn,
  startServer,
  startSignIn,
  type TestServer,
} from './helpers.ts';

const EMAIL = 'alice.martin@vetbo.test';

interface TokenResponse {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
}

let database: Database;
let server: TestServer;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  userId = await insertUser(database, { email: EMAIL, firstName: 'Alice', lastName: 'Martin' });
  await insertUser(database, { email: 'bruno@vetbo.test', firstName: 'Bruno <b>', lastName: 'Petit' });
  await insertUser(database, { email: 'chloe@vetbo.test', firstName: 'Chloé', lastName: 'Durand' });
  server = await startServer(database, { stage: 'local' });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

describe('built-in OpenID provider', () => {
  it('publishes its discovery document at /oidc', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(server.oidc.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${server.baseUrl}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`${server.baseUrl}/oidc/token`);
    expect(discovery.jwks_uri).toBe(`${server.baseUrl}/oidc/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);

    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: JWK[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual(server.oidc.jwks.keys.map((key) => key.kid));
    for (const key of [...jwks.keys, ...server.oidc.jwks.keys]) expect(key).not.toHaveProperty('d');
  });

  it('refuses an authorization request without PKCE S256', async () => {
    const browser = new Browser(server.baseUrl);
    const { challenge } = pkcePair();

    const withoutChallenge = await browser.get(authorizeUrl(server.baseUrl, {}));
    expect(withoutChallenge.status).toBe(303);
    const noPkce = new URL(location(withoutChallenge));
    expect(noPkce.origin + noPkce.pathname).toBe(`${server.baseUrl}/login`);
    expect(noPkce.searchParams.get('error')).toBe('invalid_request');
    expect(noPkce.searchParams.get('error_description')).toMatch(/PKCE/);

    const plain = await browser.get(
      authorizeUrl(server.baseUrl, { code_challenge: challenge, code_challenge_method: 'plain' }),
    );
    expect(plain.status).toBe(303);
    const plainError = new URL(location(plain));
    expect(plainError.searchParams.get('error')).toBe('invalid_request');
    expect(plainError.searchParams.get('error_description')).toMatch(/code_challenge_method/);
  });

  it('shows a French error page for an unknown client', async () => {
    const browser = new Browser(server.baseUrl);
    const { challenge } = pkcePair();
    const response = await browser.get(
      authorizeUrl(server.baseUrl, {
        client_id: 'intrus',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Connexion impossible');
  });

  it('signs in with e-mail then password and issues a 24-hour JWT access token for the API', async () => {
    const browser = new Browser(server.baseUrl);
    const { verifier, challenge } = pkcePair();
    const state = 'etat-123';
    const interactionUrl = await startSignIn(browser, challenge, { state, nonce: 'n-1' });
    expect(new URL(interactionUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    // Step 1: e-mail.
    const emailPage = await browser.get(interactionUrl);
    expect(emailPage.status).toBe(200);
    expect(emailPage.headers.get('content-type')).toMatch(/^text\/html/);
    expect(emailPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const emailHtml = await emailPage.text();
    expect(emailHtml).toContain('<html lang="fr">');
    expect(emailHtml).toContain('Vetbo');
    expect(emailHtml).toMatch(/<label for="email">Adresse e-mail<\/label>/);
    expect(emailHtml).toMatch(/<input id="email" name="email" type="email"/);
    expect(emailHtml).toContain('>Continuer</button>');
    expect(emailHtml).not.toContain('name="password"');

    const afterEmail = await browser.postForm(`${interactionUrl}/email`, {
      email: `  ${EMAIL.toUpperCase()} `,
    });
    expect(afterEmail.status).toBe(303);
    expect(new URL(location(afterEmail), server.baseUrl).href).toBe(interactionUrl);

    // Step 2: "Bonjour Alice" and the password.
    const passwordPage = await browser.get(interactionUrl);
    expect(passwordPage.status).toBe(200);
    const passwordHtml = await passwordPage.text();
    expect(passwordHtml).toContain('<h1>Bonjour Alice</h1>');
    expect(passwordHtml).toMatch(/<label for="password">Mot de passe<\/label>/);
    expect(passwordHtml).toMatch(/<input id="password" name="password" type="password"/);
    expect(passwordHtml).toContain('>Continuer</button>');
    expect(passwordHtml).toContain(`href="/oidc/interaction/${interactionUrl.split('/').pop()}?etape=email"`);
    expect(passwordHtml).toContain("Ce n'est pas vous ?");

    // "Ce n'est pas vous ?" leads back to the e-mail step, pre-filled.
    const back = await browser.get(`${interactionUrl}?etape=email`);
    const backHtml = await back.text();
    expect(backHtml).toContain('name="email"');
    expect(backHtml).toContain(`value="${EMAIL.toUpperCase()}"`);

    const afterPassword = await browser.postForm(`${interactionUrl}/password`, { password: PASSWORD });
    expect(afterPassword.status).toBe(303);
    const resume = location(afterPassword);
    expect(new URL(resume).pathname).toMatch(/^\/oidc\/auth\//);

    // Back to the provider, which redirects to the SPA with the code (no consent screen).
    const callback = await browser.get(resume);
    expect(callback.status).toBe(303);
    const redirect = new URL(location(callback));
    expect(redirect.origin + redirect.pathname).toBe(`${server.baseUrl}/login`);
    expect(redirect.searchParams.get('state')).toBe(state);
    expect(redirect.searchParams.get('iss')).toBe(server.oidc.issuer);
    const code = redirect.searchParams.get('code');
    expect(code).toBeTruthy();

    // Token exchange from the Vite dev server's origin (stage local): CORS allowed.
    const tokenResponse = await exchangeCode(server.baseUrl, code ?? '', verifier, {
      origin: 'http://localhost:5173',
    });
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const tokens = (await tokenResponse.json()) as TokenResponse;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(86_400);
    expect(tokens.refresh_token).toBeUndefined();

    const header = decodeProtectedHeader(tokens.access_token);
    expect(header.typ).toBe('at+jwt');
    expect(header.alg).toBe('RS256');
    const claims = decodeJwt(tokens.access_token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(86_400);
    expect(claims.client_id).toBe(CLIENT_ID);

    const verify = createTokenVerifier({
      issuer: server.oidc.issuer,
      audience: `${server.baseUrl}/v1`,
      jwks: server.oidc.jwks,
    });
    const payload = await verify(tokens.access_token);
    expect(payload.sub).toBe(String(userId));
    expect(payload.aud).toBe(`${server.baseUrl}/v1`);
    expect(payload.iss).toBe(`${server.baseUrl}/oidc`);

    // The same token through discovery + remote JWKS (the external-issuer path), without typ requirement.
    const remote = createTokenVerifier({ issuer: server.oidc.issuer, audience: server.oidc.audience });
    expect((await remote(tokens.access_token)).sub).toBe(String(userId));

    // Wrong audience, wrong issuer, tampered token: TokenVerificationError.
    const otherAudience = createTokenVerifier({
      issuer: server.oidc.issuer,
      audience: 'x',
      jwks: server.oidc.jwks,
    });
    await expect(otherAudience(tokens.access_token)).rejects.toBeInstanceOf(TokenVerificationError);
    const otherIssuer = createTokenVerifier({ issuer: 'https://idp.example', jwks: server.oidc.jwks });
    await expect(otherIssuer(tokens.access_token)).rejects.toBeInstanceOf(TokenVerificationError);
    await expect(verify(`${tokens.access_token.slice(0, -4)}AAAA`)).rejects.toBeInstanceOf(
      TokenVerificationError,
    );
    // The ID token is not an access token (typ).
    await expect(verify(tokens.id_token)).rejects.toBeInstanceOf(TokenVerificationError);

    // The ID token carries the user's name and e-mail for the SPA.
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: String(userId),
      aud: CLIENT_ID,
      nonce: 'n-1',
      email: EMAIL,
      given_name: 'Alice',
      family_name: 'Martin',
      name: 'Alice Martin',
    });

    // The provider's state lives in oidc_models (the used code is kept, marked consumed).
    const models = new Set(
      (await database.db.select({ model: oidcModels.model }).from(oidcModels)).map((row) => row.model),
    );
    expect(models).toContain('Session');
    expect(models).toContain('Grant');
    expect(models).toContain('AuthorizationCode');

    // The code is single use (and its replay revokes the grant).
    const replay = await exchangeCode(server.baseUrl, code ?? '', verifier);
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');

    // A second authorization in the same browser session needs no sign-in.
    const again = await browser.get(
      authorizeUrl(server.baseUrl, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    );
    expect(again.status).toBe(303);
    expect(new URL(location(again)).searchParams.get('code')).toBeTruthy();
  });

  it('refuses a wrong code_verifier at the token endpoint', async () => {
    const browser = new Browser(server.baseUrl);
    const { challenge } = pkcePair();
    const interactionUrl = await startSignIn(browser, challenge);
    const done = await signIn(browser, interactionUrl, EMAIL, PASSWORD);
    const callback = await browser.get(location(done));
    const code = new URL(location(callback)).searchParams.get('code') ?? '';
    const response = await fetch(`${server.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${server.baseUrl}/login`,
        client_id: CLIENT_ID,
        code_verifier: pkcePair().verifier,
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('answers a wrong password and an unknown e-mail with the same message', async () => {
    const wrongPassword = new Browser(server.baseUrl);
    const wrongUrl = await startSignIn(wrongPassword, pkcePair().challenge);
    const wrong = await signIn(wrongPassword, wrongUrl, EMAIL, 'pas-le-bon');

    const unknown = new Browser(server.baseUrl);
    const unknownUrl = await startSignIn(unknown, pkcePair().challenge);
    await unknown.postForm(`${unknownUrl}/email`, { email: 'personne@vetbo.test' });
    // The unknown address still reaches the password step, with a neutral greeting.
    const unknownPasswordStep = await (await unknown.get(unknownUrl)).text();
    expect(unknownPasswordStep).toContain('<h1>Bonjour</h1>');
    expect(unknownPasswordStep).toContain('name="password"');
    const missing = await unknown.postForm(`${unknownUrl}/password`, { password: PASSWORD });

    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    const wrongHtml = await wrong.text();
    const missingHtml = await missing.text();
    expect(wrongHtml).toContain(
      `<div class="alert" role="alert" id="form-error">${MESSAGES.invalidCredentials}</div>`,
    );
    expect(missingHtml).toContain(
      `<div class="alert" role="alert" id="form-error">${MESSAGES.invalidCredentials}</div>`,
    );
    expect(MESSAGES.invalidCredentials).toBe('Adresse e-mail ou mot de passe incorrect.');
    // Apart from the greeting and the address typed, the two pages are identical.
    const neutral = (html: string) =>
      html
        .replace(/<h1>[^<]*<\/h1>/, '')
        .replaceAll(/[\w.+-]+@vetbo\.test/g, '')
        .replaceAll(/interaction\/[\w-]+/g, '');
    expect(neutral(wrongHtml)).toBe(neutral(missingHtml));
  });

  it('escapes what it shows and refuses an invalid e-mail', async () => {
    const browser = new Browser(server.baseUrl);
    const url = await startSignIn(browser, pkcePair().challenge);
    const invalid = await browser.postForm(`${url}/email`, { email: '"><script>alert(1)</script>' });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain(MESSAGES.invalidEmail);

    await browser.postForm(`${url}/email`, { email: 'bruno@vetbo.test' });
    const greeting = await (await browser.get(url)).text();
    expect(greeting).toContain('<h1>Bonjour Bruno &lt;b&gt;</h1>');
  });

  it('rate-limits the 11th failed attempt for an e-mail address', async () => {
    const email = 'chloe@vetbo.test';
    const browser = new Browser(server.baseUrl);
    const url = await startSignIn(browser, pkcePair().challenge);
    await browser.postForm(`${url}/email`, { email });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await browser.postForm(`${url}/password`, { password: `faux-${attempt}` });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await browser.postForm(`${url}/password`, { password: 'faux-11' });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.text()).toContain('Trop de tentatives. Réessayez dans quelques minutes.');
    // Even the right password is refused while the address is blocked, from another IP too.
    const elsewhere = new Browser(server.baseUrl);
    const otherUrl = await startSignIn(elsewhere, pkcePair().challenge);
    const blocked = await signIn(elsewhere, otherUrl, email, PASSWORD);
    expect(blocked.status).toBe(429);
    // And the IP that failed ten times is blocked for any address.
    const sameIp = new Browser(server.baseUrl, browser.ip);
    const sameIpUrl = await startSignIn(sameIp, pkcePair().challenge);
    const blockedIp = await sameIp.postForm(`${sameIpUrl}/email`, { email: 'bruno@vetbo.test' });
    expect(blockedIp.status).toBe(429);
  });

  it('refuses interaction posts without the interaction cookie', async () => {
    const browser = new Browser(server.baseUrl);
    const url = await startSignIn(browser, pkcePair().challenge);
    const stranger = new Browser(server.baseUrl);
    const forged = await stranger.postForm(`${url}/email`, { email: EMAIL });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Connexion expirée');
  });
});
