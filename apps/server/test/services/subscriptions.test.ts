import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { ceAboParameters, createEstablishment } from '../support/factories.ts';

let admin: string;
let manager: string;
let moderator: string;
let accountant: string;
let establishmentId: number;
const options = new Map<string, { id: number; unitPriceWithoutVat: number; serviceCode: string }>();
const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
const path = '/v1/veterinary_establishment_service_subscriptions';

beforeAll(async () => {
  [admin, manager, moderator, accountant] = await Promise.all([
    tokenFor('admin'),
    tokenFor('manager'),
    tokenFor('moderator'),
    tokenFor('accountant'),
  ]);
  establishmentId = (
    await call('GET', '/v1/veterinary_establishments?limit=1&sortName=desc', { token: admin })
  ).body.data[0].id;
  const all = await call('GET', '/v1/veterinary_service_options?limit=100', { token: admin });
  for (const option of all.body.data) options.set(option.code, option);
});
afterAll(() => database.end());

const option = (code: string) => options.get(code) as { id: number; unitPriceWithoutVat: number };
const ce = (overrides: Record<string, unknown> = {}) =>
  ceAboParameters({ collaboratorCount: 4, collaboratorPrice: 1_200, ...overrides });

interface Period {
  id: number;
  startDate: string;
  endDate: string;
  priceWithoutVat: number;
  shouldGenerateInvoice: boolean;
  invoiced: boolean;
}

async function subscribe(body: Record<string, unknown> = {}, token = moderator) {
  return call('POST', path, {
    token,
    body: {
      veterinaryEstablishmentId: establishmentId,
      veterinaryServiceOptionId: option('CE-ABO-ESSENTIEL').id,
      startDate: '2027-03-15',
      parameters: ce(),
      ...body,
    },
  });
}

const read = async (id: number) => {
  const answer = await call('GET', `${path}/${id}`, { token: moderator });
  return { data: answer.body.data, etag: answer.headers.get('etag') as string };
};
const invoice = (periodId: number) =>
  database.query('update veterinary_establishment_service_periods set invoice_id = 1 where id = $1', [
    periodId,
  ]);

describe('[SUBSCRIPTIONS] happy', () => {
  it('subscribes with the code’s parameters: a yearly price, and monthly periods to 31 December', async () => {
    const created = await subscribe();
    expect(created.status).toBe(201);
    const data = created.body.data;
    const yearly = option('CE-ABO-ESSENTIEL').unitPriceWithoutVat + 4 * 1_200;
    expect(data).toMatchObject({
      veterinaryEstablishmentId: establishmentId,
      serviceCode: 'CE-ABO',
      startDate: '2027-03-15',
      endDate: '2027-12-31',
      annualPriceWithoutVat: yearly,
    });
    const periods = data.periods as Period[];
    expect(periods.map((p) => p.startDate)).toEqual([
      '2027-03-15',
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `2027-${month}-01`),
    ]);
    // March is cut to 17 of its 31 days, half-up; a whole month is its twelfth of the year.
    const march = Math.floor((yearly * 3) / 12) - Math.floor((yearly * 2) / 12);
    expect(periods[0]?.priceWithoutVat).toBe(Math.floor((2 * march * 17 + 31) / 62));
    expect(periods[1]?.priceWithoutVat).toBe(Math.floor((yearly * 4) / 12) - Math.floor((yearly * 3) / 12));
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_establishment_service_subscriptions&resourceId[]=${data.id}`,
      { token: admin },
    );
    expect(history.body.data[0]).toMatchObject({ kind: 'CREATE' });
  });

  it('lists by establishment, option and dates, sorted by the option’s label; lists the periods', async () => {
    const mvs = await subscribe({
      veterinaryServiceOptionId: option('MVS-ABO-STANDARD').id,
      startDate: '2027-02-01',
      endDate: '2028-01-31',
      parameters: {
        serviceCode: 'MVS-ABO',
        contractType: 'ROLLING_YEAR',
        subscriptionType: 'BY_YEAR',
        central: 'COVETO',
        centralPurchasingCode: 'cv123',
        centralPurchasingId: 'id9',
        deliveryDays: ['FRIDAY', 'MONDAY'],
        remunerationPackage: 'C',
        withOTCCommission: true,
        rfaCashAdvance: 'YEARLY',
      },
    });
    expect(mvs.status).toBe(201);
    expect(mvs.body.data.parameters).toMatchObject({
      centralPurchasingCode: 'CV123',
      deliveryDays: ['MONDAY', 'FRIDAY'],
    });
    expect(mvs.body.data.periods).toHaveLength(1);
    const mine = await call(
      'GET',
      `${path}?veterinaryEstablishmentId[]=${establishmentId}&toStartDate=2027-12-31&fromEndDate=2027-06-01&sortVeterinaryServiceOptionEntitled=desc`,
      { token: accountant },
    );
    expect(mine.status).toBe(200);
    const labels = mine.body.data.map(
      (s: { veterinaryServiceOptionEntitled: string }) => s.veterinaryServiceOptionEntitled,
    );
    expect(labels[0]).toBe('MVS Standard');
    expect(labels).toContain('CE Essentiel');
    const none = await call(
      'GET',
      `${path}?veterinaryEstablishmentId[]=${establishmentId}&toStartDate=2020-01-01`,
      {
        token: accountant,
      },
    );
    expect(none.body.data).toEqual([]);
    const periods = await call(
      'GET',
      `/v1/veterinary_establishment_service_periods?veterinaryEstablishmentServiceSubscriptionId[]=${mvs.body.data.id}&shouldGenerateInvoice=true`,
      { token: accountant },
    );
    expect(periods.body.data).toHaveLength(1);
    expect(periods.body.data[0]).toMatchObject({
      veterinaryServiceOptionCode: 'MVS-ABO-STANDARD',
      startDate: '2027-02-01',
    });
  });

  it('changes the invoice label with the ETag it read; a stale ETag changes nothing', async () => {
    const { body } = await subscribe();
    const { etag } = await read(body.data.id);
    const changed = await call('PATCH', `${path}/${body.data.id}`, {
      token: moderator,
      headers: { 'if-match': etag },
      body: { invoiceLabel: 'Abonnement CE — Clinique des Tilleuls' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.invoiceLabel).toBe('Abonnement CE — Clinique des Tilleuls');
    const stale = await call('PATCH', `${path}/${body.data.id}`, {
      token: moderator,
      headers: { 'if-match': etag },
      body: { invoiceLabel: 'Autre' },
    });
    expect(stale.status).toBe(412);
    expect((await read(body.data.id)).data.invoiceLabel).toBe('Abonnement CE — Clinique des Tilleuls');
  });

  it('stops from a day: the period holding it is cut at the day before, later ones go', async () => {
    const { body } = await subscribe();
    const stopped = await call('PATCH', `${path}/${body.data.id}`, {
      token: moderator,
      body: { stopDate: '2027-06-16' },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.endDate).toBe('2027-06-15');
    const periods = stopped.body.data.periods as Period[];
    expect(periods.at(-1)).toMatchObject({ startDate: '2027-06-01', endDate: '2027-06-15' });
    const june = (body.data.periods as Period[]).find((p) => p.startDate === '2027-06-01') as Period;
    expect(periods.at(-1)?.priceWithoutVat).toBe(Math.floor((2 * june.priceWithoutVat * 15 + 30) / 60));
    expect(periods).toHaveLength(4);
  });

  it('edits the periods strictly between two days, and reduces the price from a day', async () => {
    const { body } = await subscribe();
    const edited = await call('PUT', `${path}/${body.data.id}`, {
      token: moderator,
      body: { fromDate: '2027-04-30', toDate: '2027-07-01', shouldGenerateInvoice: false },
    });
    expect(edited.status).toBe(200);
    const flags = (edited.body.data.periods as Period[]).map((p) => [p.startDate, p.shouldGenerateInvoice]);
    expect(flags.filter(([, flag]) => flag === false).map(([start]) => start)).toEqual([
      '2027-05-01',
      '2027-06-01',
    ]);
    const reduced = await call('PUT', `${path}/${body.data.id}/reduction`, {
      token: moderator,
      body: { fromDate: '2027-10-16', annualPriceWithoutVat: 12_000 },
    });
    expect(reduced.status).toBe(200);
    expect(reduced.body.data.annualPriceWithoutVat).toBe(12_000);
    const october = (reduced.body.data.periods as Period[]).filter((p) => p.startDate.startsWith('2027-10'));
    expect(october.map((p) => [p.startDate, p.endDate])).toEqual([
      ['2027-10-01', '2027-10-15'],
      ['2027-10-16', '2027-10-31'],
    ]);
    const december = (reduced.body.data.periods as Period[]).at(-1);
    expect(december?.priceWithoutVat).toBe(1_000);
    const higher = await call('PUT', `${path}/${body.data.id}/reduction`, {
      token: moderator,
      language: 'fr-FR',
      body: { fromDate: '2027-11-01', annualPriceWithoutVat: 50_000 },
    });
    expect(higher.status).toBe(400);
    expect(higher.body.errors[0]).toMatchObject({ path: 'annualPriceWithoutVat' });
  });

  it('discounts a period by a percentage and an amount, never beyond its price', async () => {
    const { body } = await subscribe();
    const april = (body.data.periods as Period[])[1] as Period;
    const tenPercent = await call('POST', '/v1/veterinary_establishment_service_discounts', {
      token: moderator,
      body: {
        veterinaryEstablishmentServicePeriodId: april.id,
        kind: 'PERCENTAGE',
        value: 1_000,
        label: 'Geste commercial',
      },
    });
    expect(tenPercent.status).toBe(201);
    expect(tenPercent.body.data.amountWithoutVat).toBe(
      Math.floor((2 * april.priceWithoutVat * 1_000 + 10_000) / 20_000),
    );
    const tooMuch = await call('POST', '/v1/veterinary_establishment_service_discounts', {
      token: moderator,
      language: 'fr-FR',
      body: {
        veterinaryEstablishmentServicePeriodId: april.id,
        kind: 'AMOUNT',
        value: april.priceWithoutVat,
      },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors).toEqual([{ path: 'value', message: 'Dépassement du montant total' }]);
    const listed = await call(
      'GET',
      `/v1/veterinary_establishment_service_discounts?veterinaryEstablishmentServiceSubscriptionId[]=${body.data.id}`,
      { token: accountant },
    );
    expect(listed.body.data.map((d: { id: number }) => d.id)).toEqual([tenPercent.body.data.id]);
    const reread = await read(body.data.id);
    expect((reread.data.periods as (Period & { discountWithoutVat: number })[])[1]?.discountWithoutVat).toBe(
      tenPercent.body.data.amountWithoutVat,
    );
  });

  it('deletes a subscription with all its periods, only for a manager', async () => {
    const { body } = await subscribe();
    const refused = await call('DELETE', `${path}/${body.data.id}`, { token: moderator });
    expect(refused.status).toBe(403);
    const deleted = await call('DELETE', `${path}/${body.data.id}`, { token: manager });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `${path}/${body.data.id}`, { token: manager })).status).toBe(404);
    const periods = await call(
      'GET',
      `/v1/veterinary_establishment_service_periods?veterinaryEstablishmentServiceSubscriptionId[]=${body.data.id}`,
      { token: manager },
    );
    expect(periods.body.data).toEqual([]);
  });
});

describe('[SUBSCRIPTIONS] the establishments list by service', () => {
  it('finds establishments by the option code of their subscriptions and by service period', async () => {
    const establishment = (await createEstablishment(moderator)) as { id: number };
    const created = await subscribe({
      veterinaryEstablishmentId: establishment.id,
      veterinaryServiceOptionId: option('CE-ABO-PLUS').id,
      startDate: '2031-04-01',
      endDate: '2031-06-30',
    });
    expect(created.status).toBe(201);
    const ids = async (query: string) =>
      (
        await call('GET', `/v1/veterinary_establishments?limit=100&${query}`, { token: accountant })
      ).body.data.map((e: { id: number }) => e.id);
    expect(await ids('serviceOptionCode[]=ce-abo-plus&servicePeriodFromDate=2031-06-01')).toContain(
      establishment.id,
    );
    expect(await ids('serviceOptionCode[]=CE-ABO-PLUS&servicePeriodFromDate=2031-07-01')).not.toContain(
      establishment.id,
    );
    expect(await ids('servicePeriodFromDate=2031-01-01&servicePeriodToDate=2031-04-01')).toEqual([
      establishment.id,
    ]);
    expect(await ids('serviceOptionCode[]=MVS-ABO-STANDARD&servicePeriodFromDate=2031-01-01')).not.toContain(
      establishment.id,
    );
    const bad = await call('GET', '/v1/veterinary_establishments?servicePeriodToDate=2031-02-30', {
      token: accountant,
    });
    expect(bad.status).toBe(400);
  });
});

describe('[SUBSCRIPTIONS] invoiced periods never change', () => {
  it('refuses a stop, a range edit, a discount and a deletion that touch an invoiced period, naming it', async () => {
    const { body } = await subscribe();
    const periods = body.data.periods as Period[];
    await invoice((periods[2] as Period).id);
    const before = await read(body.data.id);
    const stop = await call('PATCH', `${path}/${body.data.id}`, {
      token: moderator,
      language: 'fr-FR',
      body: { stopDate: '2027-05-10' },
    });
    expect(stop.status).toBe(409);
    expect(stop.body.code).toBe('INVOICED_PERIODS');
    expect(stop.body.detail).toContain('01/05/2027–31/05/2027');
    const range = await call('PUT', `${path}/${body.data.id}`, {
      token: moderator,
      body: { fromDate: '2027-04-30', toDate: '2027-06-01', priceWithoutVat: 0 },
    });
    expect(range.status).toBe(409);
    const discount = await call('POST', '/v1/veterinary_establishment_service_discounts', {
      token: moderator,
      body: { veterinaryEstablishmentServicePeriodId: periods[2]?.id, kind: 'AMOUNT', value: 100 },
    });
    expect(discount.status).toBe(409);
    const deletion = await call('DELETE', `${path}/${body.data.id}`, { token: manager });
    expect(deletion.status).toBe(409);
    expect((await read(body.data.id)).data).toEqual(before.data);
    // After the invoiced period, a stop is fine.
    const later = await call('PATCH', `${path}/${body.data.id}`, {
      token: moderator,
      body: { stopDate: '2027-07-01' },
    });
    expect(later.status).toBe(200);
  });
});

describe('[SUBSCRIPTIONS] errors and security', () => {
  it('refuses parameters of another code, missing parameters and an end before the start, writing nothing', async () => {
    const count = async () =>
      (await call('GET', `${path}?veterinaryEstablishmentId[]=${establishmentId}&limit=1`, { token: admin }))
        .body.meta.total;
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
      token: moderator,
      language: 'fr-FR',
      body: {
        veterinaryEstablishmentId: establishmentId,
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

  it('an accountant reads but does not subscribe; no token is a 401', async () => {
    expect((await subscribe({}, accountant)).status).toBe(403);
    expect((await call('GET', path)).status).toBe(401);
    expect((await call('GET', `${path}?limit=1`, { token: accountant })).status).toBe(200);
  });
});
