import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from './runtime-config.ts';
import { announceSignOut, followSignOutsOfOtherTabs } from './sign-out-broadcast.ts';

let userManager: UserManager | undefined;

/** The sign-in callback address, also the silent sign-in's (one redirect URI registered at the provider). */
export const LOGIN_PATH = '/login';
/** How long a silent sign-in may take before the app falls back to the provider's page. */
const SILENT_SIGNIN_TIMEOUT_S = 5;

/**
 * One UserManager for the app: react-oidc-context drives it, the API client and route guards read it.
 *
 * Tokens live in memory only (docs/decisions.md, "Where the browser keeps the token"): an injected
 * script cannot read them from storage. A reload or a new tab gets them back through a silent sign-in
 * (prompt=none in a hidden iframe) while the provider's session cookie is valid. Only the short-lived
 * request state (PKCE verifier, return path) sits in sessionStorage, because it must survive the
 * redirect to the provider and back.
 */
export function createUserManager(config: RuntimeConfig): UserManager {
  const origin = window.location.origin;
  userManager = new UserManager({
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${LOGIN_PATH}`,
    silent_redirect_uri: `${origin}${LOGIN_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid',
    // The access token lives 86 400 s, as long as the provider's session: renewing it in the background
    // would fail with the session anyway. Reloads and 401 answers go through the silent sign-in instead.
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: SILENT_SIGNIN_TIMEOUT_S,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  followSignOutsOfOtherTabs(userManager);
  return userManager;
}

export function getUserManager(): UserManager {
  if (!userManager) throw new Error('getUserManager() called before createUserManager()');
  return userManager;
}

export async function getAccessToken(): Promise<string | undefined> {
  const user = await getUserManager().getUser();
  return user && !user.expired ? user.access_token : undefined;
}

export async function isSignedIn(): Promise<boolean> {
  return (await getAccessToken()) !== undefined;
}

/** Whether this URL carries an authorization answer (code or error) for us. */
export function hasAuthorizationAnswer(location: { search: string }): boolean {
  const params = new URLSearchParams(location.search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** This page is the silent sign-in's hidden iframe, back from the provider on /login. */
export function isSilentSigninFrame(): boolean {
  return (
    window.parent !== window &&
    window.location.pathname.endsWith(LOGIN_PATH) &&
    hasAuthorizationAnswer(window.location)
  );
}

/** In the hidden iframe: hands the provider's answer to the app in the parent window, which ends the flow. */
export async function completeSilentSignin(): Promise<void> {
  const origin = window.location.origin;
  // Only the iframe messaging is used here, which needs no provider configuration.
  const notifier = new UserManager({ authority: origin, client_id: 'silent', redirect_uri: origin });
  await notifier.signinSilentCallback();
}

/** Back from the provider's sign-out on `/` (post_logout_redirect_uri), with the request's `state` only. */
export function hasSignoutAnswer(location: { pathname: string; search: string }): boolean {
  const params = new URLSearchParams(location.search);
  return location.pathname === '/' && params.has('state') && !params.has('code') && !params.has('error');
}

/**
 * At start-up, with no token in memory (a reload, a new tab): gets one without showing anything when the
 * provider's session is still valid. Not on the sign-in callback itself, which carries its own answer.
 * Also on /logout opened directly: the provider's sign-out needs the ID token (`id_token_hint`) to end
 * the session without asking.
 */
export async function restoreSession(manager: UserManager): Promise<void> {
  if (hasAuthorizationAnswer(window.location)) return;
  if (hasSignoutAnswer(window.location)) {
    // Our own sign-out request came back (its state matched): the provider's session has ended.
    const signedOut = await manager.signoutRedirectCallback().then(
      () => true,
      () => false,
    );
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    if (signedOut) announceSignOut();
  }
  if (await manager.getUser()) return;
  try {
    await manager.signinSilent();
  } catch {
    // No session at the provider (login_required), or it did not answer in time: the route guard
    // sends the user through /login as usual.
  }
}

/** How a sign-out went: on its way to the provider, or only here (the provider's session is still open). */
export type SignOutOutcome = 'redirecting' | 'provider-session-kept';

/**
 * "Se déconnecter": RP-initiated logout at the provider's end_session endpoint, with the ID token as
 * `id_token_hint` and a return to `/` (the built-in provider and Keycloak then end their session without
 * asking), so that the next visit asks for the password. A provider that advertises no end_session
 * endpoint (or cannot be reached) leaves its session open: the tokens are dropped here all the same.
 */
export async function signOut(manager: UserManager): Promise<SignOutOutcome> {
  try {
    // oidc-client-ts sends the in-memory user's id_token and drops the user before leaving. A `state`
    // comes back with the return to `/`: proof that this sign-out went through (restoreSession).
    await manager.signoutRedirect({ state: { signedOut: true } });
    return 'redirecting';
  } catch (error) {
    console.error('Sign-out at the identity provider failed', error);
    await manager.removeUser();
    return 'provider-session-kept';
  }
}

/** The wanted URL travels in the OIDC state and comes back on /login after the callback. */
export interface SigninState {
  returnTo: string;
}

/** Only a path of this origin: never `//evil.com`, `/\evil.com` (browsers read `\` as `/`) or a full URL. */
export function isSameOriginPath(value: string, origin = window.location.origin): boolean {
  if (!value.startsWith('/')) return false;
  try {
    return new URL(value, origin).origin === origin;
  } catch {
    return false;
  }
}

export function readSigninState(state: unknown, origin = window.location.origin): SigninState | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  const returnTo = (state as { returnTo: unknown }).returnTo;
  return typeof returnTo === 'string' && isSameOriginPath(returnTo, origin) ? { returnTo } : undefined;
}
