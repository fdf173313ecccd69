import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from './runtime-config.ts';

let userManager: UserManager | undefined;

/** One UserManager for the app: react-oidc-context drives it, the API client and route guards read it. */
export function createUserManager(config: RuntimeConfig): UserManager {
  const origin = window.location.origin;
  userManager = new UserManager({
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}/login`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid',
    // NOTE: no refresh token nor silent-renew page on the built-in provider; an expired
    // token simply sends the user through /login again (spec §6: token max age 86400 s).
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
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

/** The wanted URL travels in the OIDC state and comes back on /login after the callback. */
export interface SigninState {
  returnTo: string;
}

export function readSigninState(state: unknown): SigninState | undefined {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return undefined;
  const returnTo = (state as { returnTo: unknown }).returnTo;
  // Only same-origin paths: never redirect to an address carried by the state.
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? { returnTo }
    : undefined;
}
