import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  admin,
  creditorRequired,
  dayFrom,
  ESTABLISHMENT_ACCOUNTS,
  establishmentAccount,
  groupAccount,
  manager,
  moderator,
  patchAccount,
  readAccount,
  useClientAccountEndWorld,
} from '../support/factories/client-account-end-world.ts';

useClientAccountEndWorld();

// docs/decisions.md, "Ending a client account": the row stays with its accounting code, `endDate` is its
// last day (included), null opens it again; an ended account no longer makes its creditor required for a
// transfer.
describe('[CLIENT ACCOUNTS] ending an account', () => {
  it('ends an establishment’s account with the ETag it read, keeps it listed with its code, and opens it again', async () => {
    const account = await establishmentAccount();
    expect((await readAccount(account)).data.endDate).toBeNull();
    expect(await creditorRequired(account)).toBe(true);

    const yesterday = dayFrom(-1);
    const ended = await patchAccount(account, { endDate: yesterday }, manager);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({ id: account.id, accountingCode: 'CLI123', endDate: yesterday });
    const listed = await call(
      'GET',
      `${ESTABLISHMENT_ACCOUNTS}?veterinaryEstablishmentId[]=${account.ownerId}`,
      { token: moderator },
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: account.id, accountingCode: 'CLI123', endDate: yesterday }),
    ]);
    // Ended: the transfer panel no longer asks for a mandate of that creditor.
    expect(await creditorRequired(account)).toBe(false);

    // Its last day is included: ending it today keeps it required until tonight.
    expect((await patchAccount(account, { endDate: dayFrom(0) })).status).toBe(200);
    expect(await creditorRequired(account)).toBe(true);

    const reopened = await patchAccount(account, { endDate: null });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.endDate).toBeNull();
    expect(await creditorRequired(account)).toBe(true);

    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_mandates&resourceId[]=${account.id}`,
      { token: admin },
    );
    const endDates = history.body.data
      .filter((entry: { kind: string }) => entry.kind === 'UPDATE')
      .sort((a: { id: number }, b: { id: number }) => a.id - b.id)
      .map(
        (entry: { changes: { field: string; before: unknown; after: unknown }[] }) =>
          entry.changes.find((change) => change.field === 'endDate') ?? null,
      );
    expect(endDates).toEqual([
      expect.objectContaining({ before: null, after: yesterday }),
      expect.objectContaining({ before: yesterday, after: dayFrom(0) }),
      expect.objectContaining({ before: dayFrom(0), after: null }),
    ]);
  });

  it('takes a future last day (still required until then) and the accounting code in the same PATCH', async () => {
    const account = await establishmentAccount();
    const inAMonth = dayFrom(30);
    const planned = await patchAccount(account, { endDate: inAMonth, accountingCode: 'cli456' });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body.data).toMatchObject({ endDate: inAMonth, accountingCode: 'CLI456' });
    expect(await creditorRequired(account)).toBe(true);
  });

  it('ends and reopens a group’s account (an ACCOUNTANT, a billing writer)', async () => {
    const account = await groupAccount();
    const ended = await patchAccount(account, { endDate: dayFrom(-10) }, accountant);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({ veterinaryGroupId: account.ownerId, endDate: dayFrom(-10) });
    const listed = await call('GET', `${account.path}?mandateId[]=${account.mandateId}`, {
      token: moderator,
    });
    expect(listed.body.data.map((row: { endDate: string | null }) => row.endDate)).toEqual([dayFrom(-10)]);
    const reopened = await patchAccount(account, { endDate: null }, accountant);
    expect(reopened.body.data.endDate).toBeNull();
  });
});
