// The set-up and helpers the oidc/sign-out.*.test.ts files share.
import type { Database } from '@vetbo/db/database';
import { afterAll, beforeAll } from 'vitest';
import { exchangeCode } from '../oidc-client.ts';
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
} from './oidc-world.ts';

export let database: Database;
export let server: TestServer;

/** A browser signed in at the provider, and the ID token the app holds in memory. */
export async function signedIn(email: string) {
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
export async function silentSignIn(browser: Browser): Promise<string> {
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

export function endSessionUrl(idToken?: string) {
  const url = new URL('/oidc/session/end', server.baseUrl);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  else url.searchParams.set('client_id', 'vetbo-web');
  url.searchParams.set('post_logout_redirect_uri', `${server.baseUrl}/`);
  return url.href;
}

/** Registers the set-up the sign-out tests share. */
export function useSignOutWorld() {
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
}
