import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  byText,
  type DeliveryOption,
  history,
  inOrder,
  list,
  newOption,
  OPTIONS,
  option,
  read,
  services,
  tokens,
  uniqueCode,
  useDeliveriesWorld,
} from '../support/factories/deliveries-world.ts';

useDeliveriesWorld();

describe('[DELIVERY OPTIONS] happy', () => {
  it('lists the demo options of every type, filtered by service, type and code', async () => {
    const all = await list(`${OPTIONS}?limit=100`);
    expect(new Set(all.data.map((o: DeliveryOption) => o.type))).toEqual(
      new Set(['FEES', 'INSTALLATION', 'OTHER', 'SETUP', 'SOFTWARE_MIGRATION', 'SUPPORT', 'TRAINING']),
    );
    expect(option('INST-VP')).toMatchObject({
      entitled: 'Installation Vétérinaire Pro',
      unitPriceWithoutVat: 45_000,
      unitPriceWithVat: 54_000,
      accountingCode: '706500',
      veterinaryServiceId: services.get('VP-DPE'),
    });
    const vpDpe = await list(`${OPTIONS}?veterinaryServiceId[]=${services.get('VP-DPE')}&limit=100`);
    expect(vpDpe.data.map((o: DeliveryOption) => o.code)).toEqual(
      expect.arrayContaining(['INST-VP', 'FORM-VP']),
    );
    expect(vpDpe.data.every((o: DeliveryOption) => o.veterinaryServiceId === services.get('VP-DPE'))).toBe(
      true,
    );
    const training = await list(`${OPTIONS}?type[]=TRAINING&type[]=SUPPORT&limit=100`);
    expect(training.data.length).toBeGreaterThanOrEqual(2);
    expect(training.data.every((o: DeliveryOption) => ['TRAINING', 'SUPPORT'].includes(o.type))).toBe(true);
    const byCode = await list(`${OPTIONS}?code[]=form-vp`);
    expect(byCode.data.map((o: DeliveryOption) => o.code)).toEqual(['FORM-VP']);
  });

  it('sorts by each declared field and pages', async () => {
    const sorted = async (sort: string) =>
      (await list(`${OPTIONS}?limit=100&${sort}`)).data as DeliveryOption[];
    inOrder(
      (await sorted('sortUnitPriceWithoutVat=desc')).map((o) => o.unitPriceWithoutVat),
      (a, b) => b - a,
    );
    inOrder(
      (await sorted('sortAccountingCode=asc')).map((o) => o.accountingCode),
      byText,
    );
    inOrder(
      (await sorted('sortEntitled=asc')).map((o) => o.entitled),
      byText,
    );
    inOrder(
      (await sorted('sortType=desc')).map((o) => o.type),
      (a, b) => b.localeCompare(a),
    );
    inOrder(
      (await sorted('sortVeterinaryServiceEntitled=asc')).map((o) => o.veterinaryServiceEntitled),
      byText,
    );
    const six = (await list(`${OPTIONS}?limit=6&sortAccountingCode=asc`)).data;
    const page2 = await list(`${OPTIONS}?limit=3&page=2&sortAccountingCode=asc`);
    expect(page2.data).toEqual(six.slice(3, 6));
    expect(page2.meta.total).toBeGreaterThanOrEqual(7);
  });

  it('creates, changes with the ETag it read, deletes an unused option, and records each step', async () => {
    const created = await newOption({ code: ` ${uniqueCode('rappel').toLowerCase()} ` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      code: expect.stringMatching(/^RAPPEL-[0-9A-Z]+$/),
      vatCategory: 'STANDARD',
      unitPriceWithVat: 14_460,
      veterinaryServiceEntitled: expect.any(String),
      invoiceLineEntitledPattern: '{entitled} — {privilegedCode}',
    });
    const { etag } = await read(`${OPTIONS}/${id}`);
    const changed = await call('PATCH', `${OPTIONS}/${id}`, {
      token: tokens.moderator,
      headers: { 'if-match': etag },
      body: { unitPriceWithoutVat: 13_000, vatCategory: 'REDUCED_RATE', invoiceLineEntitledPattern: '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      unitPriceWithoutVat: 13_000,
      unitPriceWithVat: 13_715,
      invoiceLineEntitledPattern: null,
    });
    const stale = await call('PATCH', `${OPTIONS}/${id}`, {
      token: tokens.moderator,
      headers: { 'if-match': etag },
      body: { entitled: 'Trop tard' },
    });
    expect(stale.status).toBe(412);
    expect((await read(`${OPTIONS}/${id}`)).data.entitled).toBe('Paramétrage des rappels');
    const staleDelete = await call('DELETE', `${OPTIONS}/${id}`, {
      token: tokens.moderator,
      headers: { 'if-match': etag },
    });
    expect(staleDelete.status).toBe(412);
    const removed = await call('DELETE', `${OPTIONS}/${id}`, { token: tokens.moderator });
    expect(removed.status).toBe(204);
    expect((await read(`${OPTIONS}/${id}`)).status).toBe(404);
    const entries = await history('service_delivery_options', id);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
    expect(entries.find((entry) => entry.kind === 'UPDATE')?.changes.unitPriceWithoutVat).toEqual({
      before: 12_050,
      after: 13_000,
    });
  });
});
