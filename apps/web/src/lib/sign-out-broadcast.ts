import type { UserManager } from 'oidc-client-ts';

// Tokens live in each tab's memory: a sign-out in one tab leaves the others signed in until told.
const CHANNEL_NAME = 'vetbo-sign-out';
let channel: BroadcastChannel | undefined;

function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/**
 * In every tab of the app: when another tab has signed out at the provider, this one drops its tokens
 * and starts again from `/`, where the provider asks who is there (the next person on a shared computer
 * must not find the previous one's screens open in another tab).
 */
export function followSignOutsOfOtherTabs(manager: UserManager): void {
  const opened = openChannel();
  if (!opened) return;
  opened.onmessage = () => {
    void manager.removeUser().finally(() => window.location.assign('/'));
  };
}

/** Once the provider has ended its session: tells the other tabs (a channel never hears its own messages). */
export function announceSignOut(): void {
  openChannel()?.postMessage('signed-out');
}
