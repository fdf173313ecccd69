import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { insertCreditor, type TestCreditor } from '../support/factories/creditors-world.ts';

let admin: string;
let creditor: TestCreditor;
beforeAll(async () => {
  admin = await tokenFor('admin');
  creditor = await insertCreditor();
});

const history = async (id: number) =>
  (await call('GET', `/v1/change_history?resource[]=creditors&resourceId[]=${id}`, { token: admin })).body
    .data;

describe('[CREDITORS] read', () => {
  it('lists the two demo creditors by name, with their series prefixes and legal mentions', async () => {
    const answer = await call('GET', '/v1/creditors?limit=100', { token: await tokenFor('accountant') });
    expect(answer.status).toBe(200);
    const names = answer.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
    const services = answer.body.data.find((c: { name: string }) => c.name === 'Vetbo Services SAS');
    expect(services).toMatchObject({
      invoiceSeriesPrefix: 'FVS',
      creditNoteSeriesPrefix: 'AVS',
      selfBillingSeriesPrefix: 'AFVS',
      legalForm: 'SAS',
      shareCapital: 5_000_000,
      tradeRegisterCity: 'Lyon',
      latePaymentPenalty: 'Taux de refinancement de la BCE majoré de 10 points',
      vatOnDebits: false,
      ibanMasked: false,
    });
  });

  it('filters by id, sorts by name descending, and pages', async () => {
    const other = await insertCreditor();
    const ids = `id[]=${creditor.id}&id[]=${other.id}`;
    const sorted = await call('GET', `/v1/creditors?${ids}&sortName=desc`, { token: admin });
    expect(sorted.body.meta.total).toBe(2);
    const names = sorted.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'fr')));
    const second = await call('GET', `/v1/creditors?${ids}&sortName=desc&limit=1&page=2`, { token: admin });
    expect(second.body.data.map((c: { name: string }) => c.name)).toEqual([names[1]]);
  });

  it('searches by a word of the name (accents and case ignored) or the start of the SIREN', async () => {
    const code = creditor.invoiceSeriesPrefix.slice(1);
    const byName = await call('POST', '/v1/creditors/search', {
      token: admin,
      body: { term: `essai ${code}` },
    });
    expect(byName.body.data.map((c: { id: number }) => c.id)).toEqual([creditor.id]);
    const bySiren = await call('POST', '/v1/creditors/search', {
      token: admin,
      body: { term: creditor.legalCode.slice(0, 9) },
    });
    expect(bySiren.body.data.map((c: { id: number }) => c.id)).toEqual([creditor.id]);
  });

  it('reads one creditor with its ETag', async () => {
    const answer = await call('GET', `/v1/creditors/${creditor.id}`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toMatch(/^"/);
    expect(answer.body.data).toMatchObject({
      id: creditor.id,
      iban: creditor.iban,
      country: 'FRA',
      legalForm: null,
    });
  });
});

describe('[CREDITORS] an ADMIN changes a creditor', () => {
  it('changes only the fields sent, with the ETag it read, and keeps the before/after in the history', async () => {
    const own = await insertCreditor();
    const read = await call('GET', `/v1/creditors/${own.id}`, { token: admin });
    const changed = await call('PATCH', `/v1/creditors/${own.id}`, {
      token: admin,
      headers: { 'if-match': read.headers.get('etag') as string },
      body: {
        invoiceSeriesPrefix: ` f${own.invoiceSeriesPrefix.slice(1)} `,
        legalForm: 'SAS',
        shareCapital: 1_000_000,
        tradeRegisterCity: 'Lyon',
        vatOnDebits: true,
        bicSwift: 'bnpa frpp',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(read.headers.get('etag'));
    expect(changed.body.data).toMatchObject({
      invoiceSeriesPrefix: `F${own.invoiceSeriesPrefix.slice(1)}`,
      creditNoteSeriesPrefix: own.creditNoteSeriesPrefix,
      legalForm: 'SAS',
      shareCapital: 1_000_000,
      vatOnDebits: true,
      bicSwift: 'BNPAFRPP',
      iban: own.iban,
    });
    const [entry] = await history(own.id);
    expect(entry).toMatchObject({ kind: 'UPDATE', user: { firstName: expect.any(String) } });
    expect(entry.changes).toContainEqual({
      field: 'invoiceSeriesPrefix',
      before: own.invoiceSeriesPrefix,
      after: `F${own.invoiceSeriesPrefix.slice(1)}`,
    });
    expect(entry.changes.map((change: { field: string }) => change.field).sort()).toEqual([
      'bicSwift',
      'invoiceSeriesPrefix',
      'legalForm',
      'shareCapital',
      'tradeRegisterCity',
      'vatOnDebits',
    ]);
  });

  it('clears an optional legal mention with null, and a PATCH that changes nothing leaves no entry', async () => {
    const own = await insertCreditor();
    const set = await call('PATCH', `/v1/creditors/${own.id}`, {
      token: admin,
      body: { tradeRegisterCity: 'Lyon' },
    });
    expect(set.body.data.tradeRegisterCity).toBe('Lyon');
    const cleared = await call('PATCH', `/v1/creditors/${own.id}`, {
      token: admin,
      body: { tradeRegisterCity: '' },
    });
    expect(cleared.body.data.tradeRegisterCity).toBeNull();
    await call('PATCH', `/v1/creditors/${own.id}`, { token: admin, body: { tradeRegisterCity: null } });
    expect((await history(own.id)).length).toBe(2);
  });

  it('swaps two prefixes of one creditor in one change', async () => {
    const own = await insertCreditor();
    const swapped = await call('PATCH', `/v1/creditors/${own.id}`, {
      token: admin,
      body: {
        invoiceSeriesPrefix: own.creditNoteSeriesPrefix,
        creditNoteSeriesPrefix: own.invoiceSeriesPrefix,
      },
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.invoiceSeriesPrefix).toBe(own.creditNoteSeriesPrefix);
  });
});
