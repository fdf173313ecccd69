import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  dayFrom,
  ESTABLISHMENT_ACCOUNTS,
  establishmentAccount,
  patchAccount,
  readAccount,
  useClientAccountEndWorld,
} from '../support/factories/client-account-end-world.ts';

useClientAccountEndWorld();

describe('[CLIENT ACCOUNTS] ending an account: refusals', () => {
  it('refuses a day that does not exist or is not a day, in French, and changes nothing', async () => {
    const account = await establishmentAccount();
    const before = await readAccount(account);
    for (const endDate of ['2026-02-31', '31/12/2026', 20261231]) {
      const refused = await patchAccount(account, { endDate });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.errors).toEqual([{ path: 'endDate', message: 'Date invalide' }]);
    }
    expect(await readAccount(account)).toEqual(before);
  });

  it('refuses a stale If-Match (412) and leaves the account as the other writer left it', async () => {
    const account = await establishmentAccount();
    const { etag } = await readAccount(account);
    expect((await patchAccount(account, { accountingCode: 'CLI777' })).status).toBe(200);
    const stale = await patchAccount(account, { endDate: dayFrom(-1) }, accountant, etag);
    expect(stale.status).toBe(412);
    expect((await readAccount(account)).data).toMatchObject({ accountingCode: 'CLI777', endDate: null });
  });

  it('keeps one account per owner and mandate: an ended one is opened again, not added twice (409)', async () => {
    const account = await establishmentAccount();
    expect((await patchAccount(account, { endDate: dayFrom(-1) })).status).toBe(200);
    const again = await call('POST', ESTABLISHMENT_ACCOUNTS, {
      token: accountant,
      body: {
        veterinaryEstablishmentId: account.ownerId,
        mandateId: account.mandateId,
        accountingCode: 'CLI999',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MANDATE_ALREADY_LINKED');
  });

  it('answers 404 for an unknown account', async () => {
    const unknown = await call('PATCH', `${ESTABLISHMENT_ACCOUNTS}/999999999`, {
      token: accountant,
      body: { endDate: dayFrom(0) },
      headers: { 'if-match': '"x"' },
    });
    expect(unknown.status).toBe(404);
  });
});
