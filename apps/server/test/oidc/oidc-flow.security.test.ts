import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/oidc/pages.ts';
import { EMAIL, server, useOidcFlowWorld } from '../support/factories/oidc-flow-world.ts';
import {
  authorizeUrl,
  Browser,
  CLIENT_ID,
  location,
  PASSWORD,
  pkcePair,
  signIn,
  startSignIn,
} from '../support/factories/oidc-world.ts';

useOidcFlowWorld();

describe('built-in OpenID provider', () => {
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
