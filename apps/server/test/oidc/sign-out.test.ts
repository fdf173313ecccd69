// "Se déconnecter" ends the provider's session (RP-initiated logout): the app sends the user to the
// end_session endpoint with their own ID token, the session ends without a further click, and the next
// sign-in asks for the password again. A request without that proof (a link from anywhere) only gets
// the confirmation page: it cannot sign anyone out by itself.
import { createHash } from 'node:crypto';
import type { Database } from '@vetbo/db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeCode } from '../support/oidc-client.ts';
import {
  authorizeUrl,
  Browser,
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

let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertUser(database, { email: 'alice@vetbo.test', firstName: 'Alice', lastName: 'Martin' });
  await insertUser(database, { email: 'mallory@vetbo.test', firstName: 'Mallory', lastName: 'Noir' });
  server = await startServer(database, { stage: 'local' });
});

afterAll(async () => {
  await server?.app.close();
  await database?.close();
});

/** A browser signed in at the provider, and the ID token the app holds in memory. */
async function signedIn(email: string) {
  const browser = new Browser(server.baseUrl);
  const { verifier, challenge } = pkcePair();
  const passwordStep = await signIn(browser, await startSignIn(browser, challenge), email, PASSWORD);
  const code = new URL(location(await browser.get(location(passwordStep)))).searchParams.get('code');
  if (!code) throw new Error(`no code for ${email}`);
  const tokens = (await (await exchangeCode(server.baseUrl, code, verifier)).json()) as { id_token: string };
  return { browser, idToken: tokens.id_token };
}

/**
 * The app's silent sign-in (prompt=none), redirects followed inside the provider: where it lands on the
 * app tells whether the provider still has a session ("code") or asks to sign in ("login_required").
 */
async function silentSignIn(browser: Browser): Promise<string> {
  const { challenge } = pkcePair();
  let url = authorizeUrl(server.baseUrl, {
    prompt: 'none',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  for (let hop = 0; hop < 10; hop++) {
    const next = new URL(location(await browser.get(url)), server.baseUrl);
    if (next.pathname === '/login')
      return next.searchParams.get('code') ? 'code' : String(next.searchParams.get('error'));
    url = next.href;
  }
  throw new Error('too many redirects');
}

function endSessionUrl(idToken?: string) {
  const url = new URL('/oidc/session/end', server.baseUrl);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  else url.searchParams.set('client_id', 'vetbo-web');
  url.searchParams.set('post_logout_redirect_uri', `${server.baseUrl}/`);
  return url.href;
}

const xsrfOf = (page: string) => page.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';

describe('[SECURITY] signing out at the provider', () => {
  it('ends the session at once with the user’s own ID token, so the next sign-in asks for the password', async () => {
    const { browser, idToken } = await signedIn('alice@vetbo.test');
    expect(await silentSignIn(browser)).toBe('code');

    const page = await browser.get(endSessionUrl(idToken));
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page sends the sign-out form by itself (logout=yes), its one script allowed by its hash only.
    expect(html).toContain('<input type="hidden" name="logout" value="yes" form="op.logoutForm">');
    const script = html.match(/<script>([^<]*)<\/script>/)?.[1];
    expect(script).toBe("document.getElementById('op.logoutForm').submit();");
    const digest = createHash('sha256')
      .update(script ?? '')
      .digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'sha256-${digest}'`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    // What the browser sends when the script submits the form.
    const confirm = await browser.postForm('/oidc/session/end/confirm', {
      xsrf: xsrfOf(html),
      logout: 'yes',
    });
    expect(confirm.status).toBe(303);
    expect(location(confirm)).toBe(`${server.baseUrl}/`);
    expect(await silentSignIn(browser)).toBe('login_required');
  });

  it('only asks for confirmation when a link without an ID token comes to sign the user out', async () => {
    const { browser } = await signedIn('alice@vetbo.test');
    const page = await browser.get(endSessionUrl());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Se déconnecter de Vetbo ?');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('name="logout" value="yes" form=');
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(await silentSignIn(browser)).toBe('code');
  });

  it('only asks for confirmation when the ID token is someone else’s', async () => {
    const { idToken: mallorysToken } = await signedIn('mallory@vetbo.test');
    const { browser } = await signedIn('alice@vetbo.test');
    const html = await (await browser.get(endSessionUrl(mallorysToken))).text();
    expect(html).toContain('Se déconnecter de Vetbo ?');
    expect(html).not.toContain('<script');
    expect(await silentSignIn(browser)).toBe('code');
  });

  it('refuses an ID token it did not sign', async () => {
    const { browser, idToken } = await signedIn('alice@vetbo.test');
    const [header, payload] = idToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const page = await browser.get(endSessionUrl(forged));
    expect(page.status).toBe(400);
    expect(await page.text()).not.toContain('<script');
    expect(await silentSignIn(browser)).toBe('code');
  });
});
