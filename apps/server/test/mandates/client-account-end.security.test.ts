import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  type ClientAccount,
  dayFrom,
  establishmentAccount,
  groupAccount,
  moderator,
  patchAccount,
  readAccount,
  useClientAccountEndWorld,
} from '../support/factories/client-account-end-world.ts';

useClientAccountEndWorld();

// Ending a client account is a `billing` write (ADMIN, MANAGER, ACCOUNTANT): a MODERATOR reads the account
// but can neither end nor reopen it, and a refused PATCH changes nothing.
describe('[CLIENT ACCOUNTS] ending an account: access', () => {
  const unchanged = async (account: ClientAccount, before: { data: unknown; etag: string }) => {
    const after = await readAccount(account);
    expect(after).toEqual(before);
  };

  it.each([
    ['an establishment', establishmentAccount],
    ['a group', groupAccount],
  ])('refuses a MODERATOR ending or reopening %s’s account (403, nothing changed)', async (_owner, open) => {
    const account = await open();
    const before = await readAccount(account);
    const ended = await patchAccount(account, { endDate: dayFrom(-1) }, moderator, before.etag);
    expect(ended.status).toBe(403);
    expect(ended.body.access).toEqual({ area: 'billing', action: 'write' });
    await unchanged(account, before);

    const closed = await patchAccount(account, { endDate: dayFrom(0) });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const endedBefore = await readAccount(account);
    const reopened = await patchAccount(account, { endDate: null }, moderator, endedBefore.etag);
    expect(reopened.status).toBe(403);
    await unchanged(account, endedBefore);
  });

  it('refuses an anonymous end (401) and a PATCH moving the account to another owner (400)', async () => {
    const account = await establishmentAccount();
    const before = await readAccount(account);
    const anonymous = await call('PATCH', `${account.path}/${account.id}`, {
      body: { endDate: dayFrom(0) },
      headers: { 'if-match': before.etag },
    });
    expect(anonymous.status).toBe(401);
    const moved = await patchAccount(account, { endDate: dayFrom(0), veterinaryEstablishmentId: 1 });
    expect(moved.status).toBe(400);
    await unchanged(account, before);
  });
});
