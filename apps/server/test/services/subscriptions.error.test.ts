// Service subscriptions over HTTP, what is refused: any change to an invoiced period (409), the field
// errors (400, 422), a disabled option (409), and who may subscribe.
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  ce,
  option,
  type Period,
  path,
  read,
  subscribe,
  tokens,
  useSubscriptionsWorld,
  world,
} from '../support/factories/subscriptions-world.ts';

const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
afterAll(() => database.end());

useSubscriptionsWorld();

/** Billing's state, written directly until billing exists. */
const invoice = (periodId: number) =>
  database.query('update veterinary_establishment_service_periods set invoice_id = 1 where id = $1', [
    periodId,
  ]);

describe('[SUBSCRIPTIONS] invoiced periods never change', () => {
  it('refuses a stop, a range edit, a discount and a deletion that touch an invoiced period, naming it', async () => {
    const { body } = await subscribe();
    const periods = body.data.periods as Period[];
    await invoice((periods[2] as Period).id);
    const before = await read(body.data.id);
    const stop = await call('PATCH', `${path}/${body.data.id}`, {
      token: tokens.moderator,
      language: 'fr-FR',
      body: { stopDate: '2027-05-10' },
    });
    expect(stop.status).toBe(409);
    expect(stop.body.code).toBe('INVOICED_PERIODS');
    expect(stop.body.detail).toContain('01/05/2027–31/05/2027');
    const range = await call('PUT', `${path}/${body.data.id}`, {
      token: tokens.moderator,
      body: { fromDate: '2027-04-30', toDate: '2027-06-01', priceWithoutVat: 0 },
    });
    expect(range.status).toBe(409);
    const discount = await call('POST', '/v1/veterinary_establishment_service_discounts', {
      token: tokens.moderator,
      body: { veterinaryEstablishmentServicePeriodId: periods[2]?.id, kind: 'AMOUNT', value: 100 },
    });
    expect(discount.status).toBe(409);
    const deletion = await call('DELETE', `${path}/${body.data.id}`, { token: tokens.manager });
    expect(deletion.status).toBe(409);
    expect((await read(body.data.id)).data).toEqual(before.data);
    // After the invoiced period, a stop is fine.
    const later = await call('PATCH', `${path}/${body.data.id}`, {
      token: tokens.moderator,
      body: { stopDate: '2027-07-01' },
    });
    expect(later.status).toBe(200);
  });
});

describe('[SUBSCRIPTIONS] errors and security', () => {
  it('refuses parameters of another code, missing parameters and an end before the start, writing nothing', async () => {
    const count = async () =>
      (
        await call('GET', `${path}?veterinaryEstablishmentId[]=${world.establishmentId}&limit=1`, {
          token: tokens.admin,
        })
      ).body.meta.total;
    const before = await count();
    const wrongCode = await subscribe({ parameters: { ...ce(), serviceCode: 'MVS-ABO' } });
    expect(wrongCode.status).toBe(400);
    const mismatch = await subscribe({
      veterinaryServiceOptionId: option('MVS-ABO-STANDARD').id,
      language: undefined,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0]).toMatchObject({ path: 'parameters.serviceCode' });
    const missing = await call('POST', path, {
      token: tokens.moderator,
      language: 'fr-FR',
      body: {
        veterinaryEstablishmentId: world.establishmentId,
        veterinaryServiceOptionId: option('CE-ABO-ESSENTIEL').id,
        startDate: '2027-02-30',
        endDate: '2026-01-01',
        parameters: { serviceCode: 'CE-ABO', contractType: 'CALENDAR_YEAR', subscriptionType: 'BY_WEEK' },
      },
    });
    expect(missing.status).toBe(400);
    const paths = missing.body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(
      expect.arrayContaining([
        'parameters.collaboratorCount',
        'parameters.collaboratorPrice',
        'parameters.subscriptionType',
        'startDate',
      ]),
    );
    expect(
      missing.body.errors.find((e: { path: string }) => e.path === 'parameters.collaboratorCount').message,
    ).toBe('Ce champ est requis');
    expect(await count()).toBe(before);
  });

  it('refuses a disabled option (409) and an unknown establishment (422)', async () => {
    const disabled = await subscribe({
      veterinaryServiceOptionId: option('VP-MAINT-2019').id,
      parameters: {
        serviceCode: 'VP-MAINT',
        contractType: 'CALENDAR_YEAR',
        subscriptionType: 'BY_YEAR',
        crmClientCode: 'CRM1',
        veterinaryCount: 2,
        vpMaintPackage: 'PACKAGE_360',
      },
    });
    expect(disabled.status).toBe(409);
    expect(disabled.body.code).toBe('SERVICE_OPTION_DISABLED');
    const unknown = await subscribe({ veterinaryEstablishmentId: 2_147_483_000 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ path: 'veterinaryEstablishmentId' });
  });
});
