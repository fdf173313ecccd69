import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, tokenFor } from '../support/api.ts';
import { createEstablishment } from '../support/factories.ts';

let admin: string;
let moderator: string;
let accountant: string;
let establishment: { id: number; name: string; privilegedCode: string };
const options = new Map<string, DeliveryOption>();
const services = new Map<string, number>();
const database = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });

const OPTIONS = '/v1/service_delivery_options';
const DELIVERIES = '/v1/veterinary_establishment_service_deliveries';
const DISCOUNTS = '/v1/veterinary_establishment_service_delivery_discounts';

interface DeliveryOption {
  id: number;
  code: string;
  entitled: string;
  description: string | null;
  type: string;
  unitPriceWithoutVat: number;
  vatCategory: string;
  accountingCode: string;
  veterinaryServiceId: number;
  veterinaryServiceEntitled: string;
}

interface Delivery {
  id: number;
  code: string;
  type: string;
  unitPriceWithoutVat: number;
  unitPriceWithVat: number;
  accountingCode: string;
  completionDate: string | null;
  invoiceDate: string | null;
  veterinaryServiceEntitled: string;
  createdDate: string;
}

let sequence = Date.now() % 100_000;
const uniqueCode = (prefix: string) => `${prefix}-${(sequence++).toString(36).toUpperCase()}`;

beforeAll(async () => {
  [admin, moderator, accountant] = await Promise.all([
    tokenFor('admin'),
    tokenFor('moderator'),
    tokenFor('accountant'),
  ]);
  establishment = await createEstablishment(admin, { name: 'Clinique des Prestations' });
  const all = await call('GET', `${OPTIONS}?limit=100`, { token: admin });
  for (const option of all.body.data as DeliveryOption[]) options.set(option.code, option);
  const catalogue = await call('GET', '/v1/veterinary_services?limit=50', { token: admin });
  for (const service of catalogue.body.data as { id: number; code: string }[])
    services.set(service.code, service.id);
});
afterAll(() => database.end());

const option = (code: string) => options.get(code) as DeliveryOption;

const newOption = (overrides: Record<string, unknown> = {}, token = moderator) =>
  call('POST', OPTIONS, {
    token,
    language: 'fr-FR',
    body: {
      code: uniqueCode('opt'),
      entitled: 'Paramétrage des rappels',
      description: 'Rappels vaccinaux par SMS',
      type: 'SETUP',
      unitPriceWithoutVat: 12_050,
      accountingCode: '706590',
      veterinaryServiceId: services.get('VP-DPE'),
      invoiceLineEntitledPattern: '{entitled} — {privilegedCode}',
      ...overrides,
    },
  });

const deliver = (body: Record<string, unknown>, token = moderator) =>
  call('POST', DELIVERIES, {
    token,
    language: 'fr-FR',
    body: { veterinaryEstablishmentId: establishment.id, ...body },
  });

const read = async (path: string) => {
  const answer = await call('GET', path, { token: moderator });
  return { data: answer.body.data, etag: answer.headers.get('etag') as string, status: answer.status };
};

const list = async (path: string, token = moderator) => {
  const answer = await call('GET', path, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { data: any[]; meta: { total: number } };
};

const history = async (resource: string, id: number) => {
  const answer = await call('GET', `/v1/change_history?resource[]=${resource}&resourceId[]=${id}`, {
    token: admin,
  });
  return (
    answer.body.data as { kind: string; changes: { field: string; before: unknown; after: unknown }[] }[]
  ).map((entry) => ({
    kind: entry.kind,
    changes: Object.fromEntries(entry.changes.map(({ field, ...change }) => [field, change])),
  }));
};

/** Billing's state, written directly until billing exists (as for a signed mandate). */
const markInvoiced = (id: number) =>
  database.query('update veterinary_establishment_service_deliveries set invoice_id = 1 where id = $1', [id]);

const errorsOf = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));

const inOrder = <T>(values: T[], compare: (a: T, b: T) => number) =>
  expect(values).toEqual([...values].sort(compare));
const byNumber = (a: number, b: number) => a - b;
const byText = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });

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
      token: moderator,
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
      token: moderator,
      headers: { 'if-match': etag },
      body: { entitled: 'Trop tard' },
    });
    expect(stale.status).toBe(412);
    expect((await read(`${OPTIONS}/${id}`)).data.entitled).toBe('Paramétrage des rappels');
    const staleDelete = await call('DELETE', `${OPTIONS}/${id}`, {
      token: moderator,
      headers: { 'if-match': etag },
    });
    expect(staleDelete.status).toBe(412);
    const removed = await call('DELETE', `${OPTIONS}/${id}`, { token: moderator });
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

describe('[DELIVERIES] happy', () => {
  it('prefills a delivery from its option: code, label, type, price, VAT, account, service, description', async () => {
    const inst = option('INST-VP');
    const created = await deliver({
      serviceDeliveryOptionId: inst.id,
      quantity: 2,
      completionDate: '2026-03-05',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      veterinaryEstablishmentId: establishment.id,
      veterinaryEstablishmentName: 'Clinique des Prestations',
      serviceDeliveryOptionId: inst.id,
      code: 'INST-VP',
      entitled: 'Installation Vétérinaire Pro',
      longDescription: inst.description,
      type: 'INSTALLATION',
      unitPriceWithoutVat: 45_000,
      unitPriceWithVat: 54_000,
      vatCategory: 'STANDARD',
      vatRate: 2000,
      accountingCode: '706500',
      veterinaryServiceId: services.get('VP-DPE'),
      veterinaryServiceEntitled: inst.veterinaryServiceEntitled,
      quantity: 2,
      discountPriceWithoutVat: 0,
      amountWithoutVat: 90_000,
      vatAmount: 18_000,
      amountWithVat: 108_000,
      paymentStatus: 'UNPAID',
      billingStatus: 'NOT_BILLED',
      shouldGenerateInvoice: true,
      invoiced: false,
      invoiceLineEntitled: 'Installation Vétérinaire Pro — Clinique des Prestations (05/03/2026)',
    });
    expect(created.headers.get('location')).toBe(`${DELIVERIES}/${created.body.data.id}`);
    expect(
      (await history('veterinary_establishment_service_deliveries', created.body.data.id))[0],
    ).toMatchObject({
      kind: 'CREATE',
    });
  });

  it('keeps what the body gives over the option, and takes a delivery without option', async () => {
    const form = option('FORM-VP');
    const overridden = await deliver({
      serviceDeliveryOptionId: form.id,
      entitled: 'Formation des ASV',
      unitPriceWithoutVat: 30_000,
      vatCategory: 'REDUCED_RATE',
      longDescription: '',
      quantity: 3,
      completionDate: '2026-05-20',
      paymentStatus: 'PARTIAL_PAID',
    });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(201);
    expect(overridden.body.data).toMatchObject({
      code: 'FORM-VP',
      entitled: 'Formation des ASV',
      longDescription: null,
      type: 'TRAINING',
      unitPriceWithoutVat: 30_000,
      vatCategory: 'REDUCED_RATE',
      accountingCode: '706510',
      amountWithoutVat: 90_000,
      vatAmount: 4_950,
      amountWithVat: 94_950,
      paymentStatus: 'PARTIAL_PAID',
      invoiceLineEntitled: 'Formation des ASV × 3 — mai 2026',
    });
    const free = await deliver({
      veterinaryServiceId: services.get('MVS-ABO'),
      code: 'audit-x',
      entitled: 'Audit de la pharmacie',
      type: 'OTHER',
      unitPriceWithoutVat: 7_333,
      accountingCode: '7065999',
      shouldGenerateInvoice: false,
      invoiceDate: '2026-06-30',
    });
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(free.body.data).toMatchObject({
      serviceDeliveryOptionId: null,
      code: 'AUDIT-X',
      quantity: 1,
      vatCategory: 'STANDARD',
      unitPriceWithVat: 8_800,
      amountWithVat: 8_800,
      shouldGenerateInvoice: false,
      invoiceDate: '2026-06-30',
      invoiceLineEntitled: 'Audit de la pharmacie',
    });
  });

  it('lists with each filter and each sort, and pages', async () => {
    const mine = `veterinaryEstablishmentId[]=${establishment.id}`;
    await deliver({ serviceDeliveryOptionId: option('SUPP-VP').id, quantity: 4, invoiceDate: '2026-01-31' });
    await deliver({ serviceDeliveryOptionId: option('FRAIS-CE').id, completionDate: '2025-12-01' });
    const all = await list(`${DELIVERIES}?${mine}&limit=100`);
    expect(all.meta.total).toBeGreaterThanOrEqual(5);
    expect(
      all.data.every(
        (d: { veterinaryEstablishmentId: number }) => d.veterinaryEstablishmentId === establishment.id,
      ),
    ).toBe(true);
    // The default order: the latest first.
    inOrder(
      all.data.map((d: Delivery) => d.createdDate),
      (a, b) => b.localeCompare(a),
    );

    const training = await list(`${DELIVERIES}?${mine}&serviceDeliveryOptionType[]=TRAINING`);
    expect(training.data.map((d: Delivery) => d.type)).toEqual(['TRAINING']);
    const mvs = await list(`${DELIVERIES}?${mine}&veterinaryServiceId[]=${services.get('MVS-ABO')}`);
    expect(mvs.data.map((d: Delivery) => d.code)).toEqual(['AUDIT-X']);
    const notInvoiced = await list(`${DELIVERIES}?${mine}&shouldGenerateInvoice=false`);
    expect(notInvoiced.data.map((d: Delivery) => d.code)).toEqual(['AUDIT-X']);
    const toInvoice = await list(`${DELIVERIES}?${mine}&shouldGenerateInvoice=true&limit=100`);
    expect(toInvoice.meta.total).toBe(all.meta.total - 1);

    const sorted = async (sort: string) =>
      (await list(`${DELIVERIES}?${mine}&limit=100&${sort}`)).data as Delivery[];
    inOrder(
      (await sorted('sortUnitPriceWithVat=desc')).map((d) => d.unitPriceWithVat),
      (a, b) => b - a,
    );
    inOrder(
      (await sorted('sortUnitPriceWithoutVat=asc')).map((d) => d.unitPriceWithoutVat),
      byNumber,
    );
    inOrder(
      (await sorted('sortAccountingCode=asc')).map((d) => d.accountingCode),
      byText,
    );
    inOrder(
      (await sorted('sortVeterinaryServiceEntitled=asc')).map((d) => d.veterinaryServiceEntitled),
      byText,
    );
    inOrder(
      (await sorted('sortCreatedDate=asc')).map((d) => d.createdDate),
      byText,
    );
    // Dates without a value come last, whatever the direction.
    const byCompletion = (await sorted('sortCompletionDate=desc')).map((d) => d.completionDate);
    const done = byCompletion.filter((date): date is string => date !== null);
    expect(byCompletion.slice(0, done.length)).toEqual(done);
    inOrder(done, (a, b) => b.localeCompare(a));
    const byInvoice = (await sorted('sortInvoiceDate=asc')).map((d) => d.invoiceDate);
    expect(byInvoice.slice(0, 2)).toEqual(['2026-01-31', '2026-06-30']);

    const four = (await list(`${DELIVERIES}?${mine}&limit=4&sortUnitPriceWithoutVat=asc`)).data;
    const page2 = await list(`${DELIVERIES}?${mine}&limit=2&page=2&sortUnitPriceWithoutVat=asc`);
    expect(page2.data).toEqual(four.slice(2, 4));
  });

  it('changes a delivery with the ETag it read (412 when stale), and records it', async () => {
    const created = (await deliver({ serviceDeliveryOptionId: option('MIGR-VP').id })).body.data;
    const { etag } = await read(`${DELIVERIES}/${created.id}`);
    const changed = await call('PATCH', `${DELIVERIES}/${created.id}`, {
      token: moderator,
      headers: { 'if-match': etag },
      body: { completionDate: '2026-02-10', paymentStatus: 'PAID', internalCommentary: 'Fait à distance' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      completionDate: '2026-02-10',
      paymentStatus: 'PAID',
      internalCommentary: 'Fait à distance',
      invoiceLineEntitled: `Reprise des données d’un autre logiciel — ${establishment.privilegedCode}`,
    });
    const stale = await call('PATCH', `${DELIVERIES}/${created.id}`, {
      token: moderator,
      headers: { 'if-match': etag },
      body: { quantity: 5 },
    });
    expect(stale.status).toBe(412);
    expect((await read(`${DELIVERIES}/${created.id}`)).data.quantity).toBe(1);
    const [update] = (await history('veterinary_establishment_service_deliveries', created.id)).filter(
      (entry) => entry.kind === 'UPDATE',
    );
    expect(update?.changes.paymentStatus).toEqual({ before: 'UNPAID', after: 'PAID' });
  });

  it('discounts a delivery: percentages follow its total, the sum never passes it, and they go with it', async () => {
    const delivery = (await deliver({ serviceDeliveryOptionId: option('INST-VP').id, quantity: 2 })).body
      .data;
    const percent = await call('POST', DISCOUNTS, {
      token: moderator,
      body: { serviceDeliveryId: delivery.id, kind: 'PERCENTAGE', value: 1050, label: 'Remise fidélité' },
    });
    expect(percent.status, JSON.stringify(percent.body)).toBe(201);
    expect(percent.body.data).toMatchObject({ kind: 'PERCENTAGE', value: 1050, amountWithoutVat: 9_450 });
    const amount = await call('POST', DISCOUNTS, {
      token: moderator,
      body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 5_000 },
    });
    expect(amount.status).toBe(201);
    expect((await read(`${DELIVERIES}/${delivery.id}`)).data).toMatchObject({
      discountPriceWithoutVat: 14_450,
      amountWithoutVat: 75_550,
      vatAmount: 15_110,
      amountWithVat: 90_660,
    });
    const ofDelivery = await list(`${DISCOUNTS}?serviceDeliveryId[]=${delivery.id}`);
    expect(ofDelivery.data.map((d: { id: number }) => d.id)).toEqual([
      percent.body.data.id,
      amount.body.data.id,
    ]);

    // Overflow: nothing written.
    const tooMuch = await call('POST', DISCOUNTS, {
      token: moderator,
      language: 'fr-FR',
      body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 75_551 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('DELIVERY_DISCOUNTS_TOO_LARGE');
    expect(tooMuch.body.errors).toEqual([{ path: 'value', message: 'Dépassement du montant total' }]);
    const { etag } = await read(`${DISCOUNTS}/${amount.body.data.id}`);
    const patchTooMuch = await call('PATCH', `${DISCOUNTS}/${amount.body.data.id}`, {
      token: moderator,
      body: { kind: 'PERCENTAGE', value: 9_000 },
    });
    expect(patchTooMuch.status).toBe(409);
    expect((await read(`${DISCOUNTS}/${amount.body.data.id}`)).etag).toBe(etag);
    expect((await list(`${DISCOUNTS}?serviceDeliveryId[]=${delivery.id}`)).meta.total).toBe(2);

    // Exactly the rest is accepted; then a lower price would leave the discounts above the total.
    const changed = await call('PATCH', `${DISCOUNTS}/${amount.body.data.id}`, {
      token: moderator,
      headers: { 'if-match': etag },
      body: { value: 80_550 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await read(`${DELIVERIES}/${delivery.id}`)).data.amountWithoutVat).toBe(0);
    const lower = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: moderator,
      language: 'fr-FR',
      body: { quantity: 1 },
    });
    expect(lower.status).toBe(409);
    expect(errorsOf(lower.body)).toEqual({ quantity: 'Dépassement du montant total' });
    expect((await read(`${DELIVERIES}/${delivery.id}`)).data.quantity).toBe(2);

    // A higher price: the percentage follows (10,5 % of 135 000), the amount stays.
    await call('PATCH', `${DISCOUNTS}/${amount.body.data.id}`, { token: moderator, body: { value: 5_000 } });
    const higher = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: moderator,
      body: { quantity: 3 },
    });
    expect(higher.body.data).toMatchObject({ discountPriceWithoutVat: 19_175, amountWithoutVat: 115_825 });
    expect((await read(`${DISCOUNTS}/${percent.body.data.id}`)).data.amountWithoutVat).toBe(14_175);
    const repriced = await history(
      'veterinary_establishment_service_delivery_discounts',
      percent.body.data.id,
    );
    expect(repriced.some((entry) => entry.changes.amountWithoutVat?.after === 14_175)).toBe(true);

    const removedDiscount = await call('DELETE', `${DISCOUNTS}/${percent.body.data.id}`, {
      token: moderator,
    });
    expect(removedDiscount.status).toBe(204);
    const removed = await call('DELETE', `${DELIVERIES}/${delivery.id}`, { token: moderator });
    expect(removed.status).toBe(204);
    expect((await read(`${DELIVERIES}/${delivery.id}`)).status).toBe(404);
    expect((await list(`${DISCOUNTS}?serviceDeliveryId[]=${delivery.id}`)).meta.total).toBe(0);
    expect(
      (await history('veterinary_establishment_service_delivery_discounts', amount.body.data.id)).map(
        (e) => e.kind,
      ),
    ).toContain('DELETE');
    expect(
      (await history('veterinary_establishment_service_deliveries', delivery.id)).map((e) => e.kind),
    ).toContain('DELETE');
  });
});

describe('[DELIVERIES] errors', () => {
  it('refuses each field rule of an option in French, creating nothing', async () => {
    const before = (await list(OPTIONS)).meta.total;
    const bad = await newOption({
      code: 'a b',
      entitled: '',
      type: 'REPAIR',
      unitPriceWithoutVat: -1,
      vatCategory: 'HALF',
      accountingCode: '411000',
      veterinaryServiceId: undefined,
      invoiceLineEntitledPattern: '{entitled} {clinic}',
      extra: true,
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toMatchObject({
      code: 'Format inapproprié',
      entitled: 'Ce champ est requis',
      type: 'Valeur non autorisée',
      unitPriceWithoutVat: 'Valeur trop petite',
      vatCategory: 'Valeur non autorisée',
      accountingCode: 'Le compte de produit compte 6 à 10 chiffres et commence par 7 (ex. 706500)',
      veterinaryServiceId: 'Ce champ est requis',
      invoiceLineEntitledPattern: expect.stringMatching(/^Variable inconnue/),
    });
    const fractional = await newOption({ unitPriceWithoutVat: 10.5, accountingCode: '70650' });
    expect(errorsOf(fractional.body)).toMatchObject({
      unitPriceWithoutVat: 'Un nombre entier est attendu',
      accountingCode: expect.stringMatching(/^Le compte de produit/),
    });
    const patch = await call('PATCH', `${OPTIONS}/${option('SUPP-VP').id}`, {
      token: moderator,
      language: 'fr-FR',
      body: { invoiceLineEntitledPattern: '{Entitled}' },
    });
    expect(patch.status).toBe(400);
    expect(Object.keys(errorsOf(patch.body))).toEqual(['invoiceLineEntitledPattern']);
    expect((await list(OPTIONS)).meta.total).toBe(before);
  });

  it('answers 409 for a taken code, 422 for an unknown service, 409 for an option in use', async () => {
    const taken = await newOption({ code: 'inst-vp' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('DELIVERY_OPTION_CODE_TAKEN');
    expect(errorsOf(taken.body)).toEqual({ code: 'Ce code est déjà celui d’une autre option de prestation' });
    const own = (await newOption()).body.data;
    const takenOnPatch = await call('PATCH', `${OPTIONS}/${own.id}`, {
      token: moderator,
      body: { code: 'FORM-VP', entitled: 'Autre' },
    });
    expect(takenOnPatch.status).toBe(409);
    expect((await read(`${OPTIONS}/${own.id}`)).data).toMatchObject({
      code: own.code,
      entitled: own.entitled,
    });
    const unknown = await newOption({ veterinaryServiceId: 2_000_000 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      { path: 'veterinaryServiceId', message: "Cet élément n'existe pas" },
    ]);
    const unknownOnPatch = await call('PATCH', `${OPTIONS}/${own.id}`, {
      token: moderator,
      body: { veterinaryServiceId: 2_000_000 },
    });
    expect(unknownOnPatch.status).toBe(422);

    await deliver({ serviceDeliveryOptionId: own.id });
    const inUse = await call('DELETE', `${OPTIONS}/${own.id}`, { token: moderator, language: 'fr-FR' });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      code: 'DELIVERY_OPTION_IN_USE',
      detail: expect.stringContaining(own.code),
    });
    expect((await read(`${OPTIONS}/${own.id}`)).status).toBe(200);
    expect((await call('GET', `${OPTIONS}/2000000`, { token: moderator })).status).toBe(404);
  });

  it('refuses each field rule of a delivery in French, and unknown references, creating nothing', async () => {
    const before = (await list(`${DELIVERIES}?veterinaryEstablishmentId[]=${establishment.id}`)).meta.total;
    const missing = await deliver({ quantity: 0, completionDate: '2026-02-30', paymentStatus: 'FREE' });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)).toEqual({
      code: 'Ce champ est requis',
      entitled: 'Ce champ est requis',
      type: 'Ce champ est requis',
      unitPriceWithoutVat: 'Ce champ est requis',
      accountingCode: 'Ce champ est requis',
      veterinaryServiceId: 'Ce champ est requis',
      quantity: 'Valeur trop petite',
      completionDate: 'Date invalide',
      paymentStatus: 'Valeur non autorisée',
    });
    const wrong = await deliver({
      serviceDeliveryOptionId: option('INST-VP').id,
      accountingCode: '6064',
      quantity: 100_001,
      shouldGenerateInvoice: 'yes',
      billingStatus: 'DONE',
      entitled: 'x'.repeat(256),
    });
    expect(errorsOf(wrong.body)).toEqual({
      accountingCode: 'Le compte de produit compte 6 à 10 chiffres et commence par 7 (ex. 706500)',
      quantity: 'Valeur trop grande',
      shouldGenerateInvoice: 'Valeur invalide',
      billingStatus: 'Valeur non autorisée',
      entitled: 'Trop long',
    });
    const unknownOption = await deliver({ serviceDeliveryOptionId: 2_000_000 });
    expect(unknownOption.status).toBe(422);
    expect(unknownOption.body.errors).toEqual([
      { path: 'serviceDeliveryOptionId', message: "Cet élément n'existe pas" },
    ]);
    const unknownEstablishment = await deliver({
      serviceDeliveryOptionId: option('INST-VP').id,
      veterinaryEstablishmentId: 2_000_000,
    });
    expect(unknownEstablishment.status).toBe(422);
    expect(unknownEstablishment.body.errors[0].path).toBe('veterinaryEstablishmentId');
    const unknownDelivery = await call('POST', DISCOUNTS, {
      token: moderator,
      body: { serviceDeliveryId: 2_000_000, kind: 'AMOUNT', value: 1 },
    });
    expect(unknownDelivery.status).toBe(422);
    expect(unknownDelivery.body.errors[0].path).toBe('serviceDeliveryId');
    const percent = await call('POST', DISCOUNTS, {
      token: moderator,
      language: 'fr-FR',
      body: { serviceDeliveryId: 1, kind: 'PERCENTAGE', value: 10_001 },
    });
    expect(percent.status).toBe(400);
    expect(errorsOf(percent.body)).toEqual({ value: 'Dépassement du montant total' });
    const moved = await call('PATCH', `${DELIVERIES}/1`, {
      token: moderator,
      language: 'fr-FR',
      body: { veterinaryEstablishmentId: establishment.id },
    });
    expect(errorsOf(moved.body)).toEqual({ veterinaryEstablishmentId: 'Champ inconnu' });
    expect((await list(`${DELIVERIES}?veterinaryEstablishmentId[]=${establishment.id}`)).meta.total).toBe(
      before,
    );
  });

  it('locks an invoiced delivery: no deletion, no change of price, quantity, VAT or discounts (409)', async () => {
    const delivery = (
      await deliver({ serviceDeliveryOptionId: option('AUDIT-AM').id, completionDate: '2026-04-02' })
    ).body.data;
    const discount = (
      await call('POST', DISCOUNTS, {
        token: moderator,
        body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 1_000 },
      })
    ).body.data;
    await markInvoiced(delivery.id);
    const { data: invoiced, etag } = await read(`${DELIVERIES}/${delivery.id}`);
    expect(invoiced).toMatchObject({ invoiced: true, amountWithoutVat: 59_000 });

    const priced = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: moderator,
      language: 'fr-FR',
      body: { unitPriceWithoutVat: 50_000, quantity: 2, vatCategory: 'EXEMPT', entitled: 'Audit' },
    });
    expect(priced.status).toBe(409);
    expect(priced.body).toMatchObject({
      code: 'DELIVERY_INVOICED',
      title: 'Prestation déjà facturée',
      detail: expect.stringContaining('AUDIT-AM'),
    });
    expect(errorsOf(priced.body)).toEqual({
      unitPriceWithoutVat: 'La prestation est facturée : ce montant ne change plus',
      quantity: 'La prestation est facturée : ce montant ne change plus',
      vatCategory: 'La prestation est facturée : ce montant ne change plus',
    });
    const english = await call('DELETE', `${DELIVERIES}/${delivery.id}`, {
      token: moderator,
      language: 'en',
    });
    expect(english.status).toBe(409);
    expect(english.body.detail).toContain('cannot be deleted');
    for (const refused of [
      await call('POST', DISCOUNTS, {
        token: moderator,
        body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 1 },
      }),
      await call('PATCH', `${DISCOUNTS}/${discount.id}`, { token: moderator, body: { value: 2_000 } }),
      await call('DELETE', `${DISCOUNTS}/${discount.id}`, { token: moderator }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DELIVERY_INVOICED');
    }
    expect((await read(`${DELIVERIES}/${delivery.id}`)).etag).toBe(etag);

    // What the invoice does not fix still changes; the same price sent again is no change.
    const noted = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: moderator,
      body: { unitPriceWithoutVat: 60_000, paymentStatus: 'PAID', internalCommentary: 'Réglé par virement' },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.data).toMatchObject({ paymentStatus: 'PAID', amountWithoutVat: 59_000 });
  });
});

describe('[DELIVERIES] security', () => {
  it('lets a MODERATOR write and an ACCOUNTANT only read; no token is a 401', async () => {
    const delivery = (await deliver({ serviceDeliveryOptionId: option('FRAIS-CE').id })).body.data;
    const discount = (
      await call('POST', DISCOUNTS, {
        token: moderator,
        body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 100 },
      })
    ).body.data;
    for (const path of [OPTIONS, DELIVERIES, DISCOUNTS]) {
      expect((await call('GET', path, { token: accountant })).status).toBe(200);
      expect((await call('GET', path)).status).toBe(401);
    }
    expect((await call('GET', `${DELIVERIES}/${delivery.id}`, { token: accountant })).status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['POST', OPTIONS, { code: 'NOPE' }],
      ['PATCH', `${OPTIONS}/${option('FRAIS-CE').id}`, { entitled: 'Non' }],
      ['DELETE', `${OPTIONS}/${option('FRAIS-CE').id}`, undefined],
      [
        'POST',
        DELIVERIES,
        { veterinaryEstablishmentId: establishment.id, serviceDeliveryOptionId: option('FRAIS-CE').id },
      ],
      ['PATCH', `${DELIVERIES}/${delivery.id}`, { paymentStatus: 'PAID' }],
      ['DELETE', `${DELIVERIES}/${delivery.id}`, undefined],
      ['POST', DISCOUNTS, { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 1 }],
      ['PATCH', `${DISCOUNTS}/${discount.id}`, { value: 2 }],
      ['DELETE', `${DISCOUNTS}/${discount.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(method, path, { token: accountant, body })).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await read(`${DELIVERIES}/${delivery.id}`)).data.paymentStatus).toBe('UNPAID');
    expect((await read(`${DISCOUNTS}/${discount.id}`)).data.value).toBe(100);
    const byModerator = await call('DELETE', `${DELIVERIES}/${delivery.id}`, { token: moderator });
    expect(byModerator.status).toBe(204);
  });
});
