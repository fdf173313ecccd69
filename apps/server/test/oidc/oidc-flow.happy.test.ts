import { oidcModels } from '@vetbo/db/schema/index';
import { decodeJwt, decodeProtectedHeader, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier, TokenVerificationError } from '../../src/oidc/token-verifier.ts';
import { database, EMAIL, server, useOidcFlowWorld, userId } from '../support/factories/oidc-flow-world.ts';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  location,
  PASSWORD,
  pkcePair,
  startSignIn,
} from '../support/factories/oidc-world.ts';
import { exchangeCode } from '../support/oidc-client.ts';

interface TokenResponse {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  refresh_token?: string;
}

useOidcFlowWorld();

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
});
