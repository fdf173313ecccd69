// Service subscriptions over HTTP: subscribing (a yearly price, monthly periods), the lists, changing the
// invoice label, stopping, editing and reducing the periods, discounts, deleting, and the establishments
// found by service.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { createEstablishment } from '../support/factories/establishments.ts';
import {
  option,
  type Period,
  path,
  read,
  subscribe,
  tokens,
  useSubscriptionsWorld,
  world,
} from '../support/factories/subscriptions-world.ts';

useSubscriptionsWorld();

describe('[SUBSCRIPTIONS] happy', () => {
  it('subscribes with the code’s parameters: a yearly price, and monthly periods to 31 December', async () => {
    const created = await subscribe();
    expect(created.status).toBe(201);
    const data = created.body.data;
    const yearly = option('CE-ABO-ESSENTIEL').unitPriceWithoutVat + 4 * 1_200;
    expect(data).toMatchObject({
      veterinaryEstablishmentId: world.establishmentId,
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
      { token: tokens.admin },
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
      `${path}?veterinaryEstablishmentId[]=${world.establishmentId}&toStartDate=2027-12-31&fromEndDate=2027-06-01&sortVeterinaryServiceOptionEntitled=desc`,
      { token: tokens.accountant },
    );
    expect(mine.status).toBe(200);
    const labels = mine.body.data.map(
      (s: { veterinaryServiceOptionEntitled: string }) => s.veterinaryServiceOptionEntitled,
    );
    expect(labels[0]).toBe('MVS Standard');
    expect(labels).toContain('CE Essentiel');
    const none = await call(
      'GET',
      `${path}?veterinaryEstablishmentId[]=${world.establishmentId}&toStartDate=2020-01-01`,
      {
        token: tokens.accountant,
      },
    );
    expect(none.body.data).toEqual([]);
    const periods = await call(
      'GET',
      `/v1/veterinary_establishment_service_periods?veterinaryEstablishmentServiceSubscriptionId[]=${mvs.body.data.id}&shouldGenerateInvoice=true`,
      { token: tokens.accountant },
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
      token: tokens.moderator,
      headers: { 'if-match': etag },
      body: { invoiceLabel: 'Abonnement CE — Clinique des Tilleuls' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.invoiceLabel).toBe('Abonnement CE — Clinique des Tilleuls');
    const stale = await call('PATCH', `${path}/${body.data.id}`, {
      token: tokens.moderator,
      headers: { 'if-match': etag },
      body: { invoiceLabel: 'Autre' },
    });
    expect(stale.status).toBe(412);
    expect((await read(body.data.id)).data.invoiceLabel).toBe('Abonnement CE — Clinique des Tilleuls');
  });

  it('stops from a day: the period holding it is cut at the day before, later ones go', async () => {
    const { body } = await subscribe();
    const stopped = await call('PATCH', `${path}/${body.data.id}`, {
      token: tokens.moderator,
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
      token: tokens.moderator,
      body: { fromDate: '2027-04-30', toDate: '2027-07-01', shouldGenerateInvoice: false },
    });
    expect(edited.status).toBe(200);
    const flags = (edited.body.data.periods as Period[]).map((p) => [p.startDate, p.shouldGenerateInvoice]);
    expect(flags.filter(([, flag]) => flag === false).map(([start]) => start)).toEqual([
      '2027-05-01',
      '2027-06-01',
    ]);
    const reduced = await call('PUT', `${path}/${body.data.id}/reduction`, {
      token: tokens.moderator,
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
      token: tokens.moderator,
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
      token: tokens.moderator,
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
      token: tokens.moderator,
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
      { token: tokens.accountant },
    );
    expect(listed.body.data.map((d: { id: number }) => d.id)).toEqual([tenPercent.body.data.id]);
    const reread = await read(body.data.id);
    expect((reread.data.periods as (Period & { discountWithoutVat: number })[])[1]?.discountWithoutVat).toBe(
      tenPercent.body.data.amountWithoutVat,
    );
  });

  it('deletes a subscription with all its periods, only for a manager', async () => {
    const { body } = await subscribe();
    const refused = await call('DELETE', `${path}/${body.data.id}`, { token: tokens.moderator });
    expect(refused.status).toBe(403);
    const deleted = await call('DELETE', `${path}/${body.data.id}`, { token: tokens.manager });
    expect(deleted.status).toBe(204);
    expect((await call('GET', `${path}/${body.data.id}`, { token: tokens.manager })).status).toBe(404);
    const periods = await call(
      'GET',
      `/v1/veterinary_establishment_service_periods?veterinaryEstablishmentServiceSubscriptionId[]=${body.data.id}`,
      { token: tokens.manager },
    );
    expect(periods.body.data).toEqual([]);
  });
});

describe('[SUBSCRIPTIONS] the establishments list by service', () => {
  it('finds establishments by the option code of their subscriptions and by service period', async () => {
    const establishment = (await createEstablishment(tokens.moderator)) as { id: number };
    const created = await subscribe({
      veterinaryEstablishmentId: establishment.id,
      veterinaryServiceOptionId: option('CE-ABO-PLUS').id,
      startDate: '2031-04-01',
      endDate: '2031-06-30',
    });
    expect(created.status).toBe(201);
    const ids = async (query: string) =>
      (
        await call('GET', `/v1/veterinary_establishments?limit=100&${query}`, { token: tokens.accountant })
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
      token: tokens.accountant,
    });
    expect(bad.status).toBe(400);
  });
});
