import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  byNumber,
  byText,
  DELIVERIES,
  type Delivery,
  DISCOUNTS,
  deliver,
  errorsOf,
  history,
  inOrder,
  list,
  option,
  read,
  services,
  tokens,
  useDeliveriesWorld,
  world,
} from '../support/factories/deliveries-world.ts';

useDeliveriesWorld();

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
      veterinaryEstablishmentId: world.establishment.id,
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
    const mine = `veterinaryEstablishmentId[]=${world.establishment.id}`;
    await deliver({ serviceDeliveryOptionId: option('SUPP-VP').id, quantity: 4, invoiceDate: '2026-01-31' });
    await deliver({ serviceDeliveryOptionId: option('FRAIS-CE').id, completionDate: '2025-12-01' });
    const all = await list(`${DELIVERIES}?${mine}&limit=100`);
    expect(all.meta.total).toBeGreaterThanOrEqual(5);
    expect(
      all.data.every(
        (d: { veterinaryEstablishmentId: number }) => d.veterinaryEstablishmentId === world.establishment.id,
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
      token: tokens.moderator,
      headers: { 'if-match': etag },
      body: { completionDate: '2026-02-10', paymentStatus: 'PAID', internalCommentary: 'Fait à distance' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      completionDate: '2026-02-10',
      paymentStatus: 'PAID',
      internalCommentary: 'Fait à distance',
      invoiceLineEntitled: `Reprise des données d’un autre logiciel — ${world.establishment.privilegedCode}`,
    });
    const stale = await call('PATCH', `${DELIVERIES}/${created.id}`, {
      token: tokens.moderator,
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
      token: tokens.moderator,
      body: { serviceDeliveryId: delivery.id, kind: 'PERCENTAGE', value: 1050, label: 'Remise fidélité' },
    });
    expect(percent.status, JSON.stringify(percent.body)).toBe(201);
    expect(percent.body.data).toMatchObject({ kind: 'PERCENTAGE', value: 1050, amountWithoutVat: 9_450 });
    const amount = await call('POST', DISCOUNTS, {
      token: tokens.moderator,
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
      token: tokens.moderator,
      language: 'fr-FR',
      body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 75_551 },
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('DELIVERY_DISCOUNTS_TOO_LARGE');
    expect(tooMuch.body.errors).toEqual([{ path: 'value', message: 'Dépassement du montant total' }]);
    const { etag } = await read(`${DISCOUNTS}/${amount.body.data.id}`);
    const patchTooMuch = await call('PATCH', `${DISCOUNTS}/${amount.body.data.id}`, {
      token: tokens.moderator,
      body: { kind: 'PERCENTAGE', value: 9_000 },
    });
    expect(patchTooMuch.status).toBe(409);
    expect((await read(`${DISCOUNTS}/${amount.body.data.id}`)).etag).toBe(etag);
    expect((await list(`${DISCOUNTS}?serviceDeliveryId[]=${delivery.id}`)).meta.total).toBe(2);

    // Exactly the rest is accepted; then a lower price would leave the discounts above the total.
    const changed = await call('PATCH', `${DISCOUNTS}/${amount.body.data.id}`, {
      token: tokens.moderator,
      headers: { 'if-match': etag },
      body: { value: 80_550 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await read(`${DELIVERIES}/${delivery.id}`)).data.amountWithoutVat).toBe(0);
    const lower = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: tokens.moderator,
      language: 'fr-FR',
      body: { quantity: 1 },
    });
    expect(lower.status).toBe(409);
    expect(errorsOf(lower.body)).toEqual({ quantity: 'Dépassement du montant total' });
    expect((await read(`${DELIVERIES}/${delivery.id}`)).data.quantity).toBe(2);

    // A higher price: the percentage follows (10,5 % of 135 000), the amount stays.
    await call('PATCH', `${DISCOUNTS}/${amount.body.data.id}`, {
      token: tokens.moderator,
      body: { value: 5_000 },
    });
    const higher = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: tokens.moderator,
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
      token: tokens.moderator,
    });
    expect(removedDiscount.status).toBe(204);
    const removed = await call('DELETE', `${DELIVERIES}/${delivery.id}`, { token: tokens.moderator });
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

  it('lists a delivery’s discounts by the catalogue’s filter name, veterinaryEstablishmentServiceDeliveryId[]', async () => {
    const [first, second] = await Promise.all(
      [1, 2].map(
        async () => (await deliver({ serviceDeliveryOptionId: option('INST-VP').id, quantity: 1 })).body.data,
      ),
    );
    const discounts = [];
    for (const delivery of [first, second])
      discounts.push(
        (
          await call('POST', DISCOUNTS, {
            token: tokens.moderator,
            body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 100 },
          })
        ).body.data.id,
      );
    const byCatalogueName = await list(`${DISCOUNTS}?veterinaryEstablishmentServiceDeliveryId[]=${first.id}`);
    expect(byCatalogueName.data.map((d: { id: number }) => d.id)).toEqual([discounts[0]]);
    // The column's name stays an alias.
    const byAlias = await list(`${DISCOUNTS}?serviceDeliveryId[]=${second.id}`);
    expect(byAlias.data.map((d: { id: number }) => d.id)).toEqual([discounts[1]]);
    for (const delivery of [first, second])
      expect((await call('DELETE', `${DELIVERIES}/${delivery.id}`, { token: tokens.moderator })).status).toBe(
        204,
      );
  });
});
