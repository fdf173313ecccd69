import { SERVICE_CODES } from '@vetbo/domain/services/catalogue';
import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  accountant,
  admin,
  moderator,
  type Option,
  useCatalogueWorld,
} from '../support/factories/catalogue-world.ts';

useCatalogueWorld();

describe('[CATALOGUE] happy', () => {
  it('lists every service code of §3.8, each with its creditor and options, split between two creditors', async () => {
    const answer = await call('GET', '/v1/veterinary_services?limit=50&sortCode=asc', { token: accountant });
    expect(answer.status).toBe(200);
    const services = answer.body.data as {
      code: string;
      creditor: { id: number; name: string };
      options: Option[];
    }[];
    expect(services.map((service) => service.code).sort()).toEqual([...SERVICE_CODES].sort());
    expect(new Set(services.map((service) => service.creditor.id)).size).toBe(2);
    for (const service of services) {
      expect(service.options.length).toBeGreaterThan(0);
      for (const option of service.options) expect(option.serviceCode).toBe(service.code);
    }
    const byCode = await call('GET', '/v1/veterinary_services?code[]=mvs-abo', { token: moderator });
    expect(byCode.body.data.map((service: { code: string }) => service.code)).toEqual(['MVS-ABO']);
  });

  it('lists options by label, filtered by service and status', async () => {
    const all = await call('GET', '/v1/veterinary_service_options?limit=100&sortEntitled=asc', {
      token: moderator,
    });
    const labels = all.body.data.map((option: Option) => option.entitled);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
    const disabled = await call('GET', '/v1/veterinary_service_options?status[]=DISABLED', {
      token: moderator,
    });
    expect(disabled.body.data.length).toBeGreaterThan(0);
    expect(disabled.body.data.every((option: Option) => option.status === 'DISABLED')).toBe(true);
    const first = all.body.data[0] as Option;
    const service = await call('GET', `/v1/veterinary_services?code[]=${first.serviceCode}`, {
      token: moderator,
    });
    const ofService = await call(
      'GET',
      `/v1/veterinary_service_options?veterinaryServiceId[]=${service.body.data[0].id}`,
      { token: moderator },
    );
    expect(ofService.body.data.map((option: Option) => option.serviceCode)).toContain(first.serviceCode);
    expect(new Set(ofService.body.data.map((option: Option) => option.serviceCode))).toEqual(
      new Set([first.serviceCode]),
    );
  });

  it('disables an option with the ETag it read, and records the change', async () => {
    const [option] = (
      await call('GET', '/v1/veterinary_service_options?code[]=CE-ABO-PLUS', { token: admin })
    ).body.data as Option[];
    const read = await call('GET', `/v1/veterinary_service_options/${option?.id}`, { token: moderator });
    const etag = read.headers.get('etag') as string;
    const changed = await call('PATCH', `/v1/veterinary_service_options/${option?.id}`, {
      token: moderator,
      headers: { 'if-match': etag },
      body: { status: 'DISABLED', entitled: 'CE Plus (2026)' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ status: 'DISABLED', entitled: 'CE Plus (2026)' });
    const stale = await call('PATCH', `/v1/veterinary_service_options/${option?.id}`, {
      token: moderator,
      headers: { 'if-match': etag },
      body: { status: 'ENABLED' },
    });
    expect(stale.status).toBe(412);
    const history = await call(
      'GET',
      `/v1/change_history?resource[]=veterinary_service_options&resourceId[]=${option?.id}`,
      { token: admin },
    );
    expect(history.body.data[0]).toMatchObject({ kind: 'UPDATE' });
    const back = await call('PATCH', `/v1/veterinary_service_options/${option?.id}`, {
      token: moderator,
      body: { status: 'ENABLED', entitled: 'CE Plus' },
    });
    expect(back.body.data.status).toBe('ENABLED');
  });

  it('gives each option the parameter fields of its service code, in form order', async () => {
    const [option] = (
      await call('GET', '/v1/veterinary_service_options?code[]=MVS-ABO-STANDARD', { token: admin })
    ).body.data as Option[];
    const configs = await call(
      'GET',
      `/v1/veterinary_service_option_configs?context=SUBSCRIPTION&veterinaryServiceOptionId[]=${option?.id}`,
      { token: moderator },
    );
    expect(configs.status).toBe(200);
    expect(configs.body.data).toEqual([
      {
        veterinaryServiceOptionId: option?.id,
        serviceCode: 'MVS-ABO',
        context: 'SUBSCRIPTION',
        parameterFields: [
          'contractType',
          'subscriptionType',
          'central',
          'centralPurchasingCode',
          'centralPurchasingId',
          'deliveryDays',
          'remunerationPackage',
          'withOTCCommission',
          'rfaCashAdvance',
        ],
      },
    ]);
  });

  it('lists the services having an option of a status (optionStatus[])', async () => {
    const all = (await call('GET', '/v1/veterinary_services?limit=100', { token: accountant })).body.data as {
      code: string;
      options: Option[];
    }[];
    const withDisabled = all.filter((service) => service.options.some((o) => o.status === 'DISABLED'));
    expect(withDisabled.map((service) => service.code)).toContain('VP-MAINT');
    expect(withDisabled.length).toBeLessThan(all.length);
    const filtered = await call('GET', '/v1/veterinary_services?limit=100&optionStatus[]=DISABLED', {
      token: accountant,
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.data.map((service: { code: string }) => service.code).sort()).toEqual(
      withDisabled.map((service) => service.code).sort(),
    );
  });

  it('gives the configurations of the options with a code (code[], any case)', async () => {
    const [option] = (
      await call('GET', '/v1/veterinary_service_options?code[]=MVS-ABO-STANDARD', { token: admin })
    ).body.data as Option[];
    const configs = await call(
      'GET',
      '/v1/veterinary_service_option_configs?context=SUBSCRIPTION&code[]=mvs-abo-standard',
      { token: moderator },
    );
    expect(configs.status).toBe(200);
    expect(
      configs.body.data.map((c: { veterinaryServiceOptionId: number }) => c.veterinaryServiceOptionId),
    ).toEqual([option?.id]);
  });
});
