import { describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import {
  DELIVERIES,
  DISCOUNTS,
  deliver,
  errorsOf,
  list,
  markInvoiced,
  newOption,
  OPTIONS,
  option,
  read,
  tokens,
  useDeliveriesWorld,
  world,
} from '../support/factories/deliveries-world.ts';

useDeliveriesWorld();

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
      token: tokens.moderator,
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
      token: tokens.moderator,
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
      token: tokens.moderator,
      body: { veterinaryServiceId: 2_000_000 },
    });
    expect(unknownOnPatch.status).toBe(422);

    await deliver({ serviceDeliveryOptionId: own.id });
    const inUse = await call('DELETE', `${OPTIONS}/${own.id}`, {
      token: tokens.moderator,
      language: 'fr-FR',
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      code: 'DELIVERY_OPTION_IN_USE',
      detail: expect.stringContaining(own.code),
    });
    expect((await read(`${OPTIONS}/${own.id}`)).status).toBe(200);
    expect((await call('GET', `${OPTIONS}/2000000`, { token: tokens.moderator })).status).toBe(404);
  });

  it('refuses each field rule of a delivery in French, and unknown references, creating nothing', async () => {
    const before = (await list(`${DELIVERIES}?veterinaryEstablishmentId[]=${world.establishment.id}`)).meta
      .total;
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
      token: tokens.moderator,
      body: { serviceDeliveryId: 2_000_000, kind: 'AMOUNT', value: 1 },
    });
    expect(unknownDelivery.status).toBe(422);
    expect(unknownDelivery.body.errors[0].path).toBe('serviceDeliveryId');
    const percent = await call('POST', DISCOUNTS, {
      token: tokens.moderator,
      language: 'fr-FR',
      body: { serviceDeliveryId: 1, kind: 'PERCENTAGE', value: 10_001 },
    });
    expect(percent.status).toBe(400);
    expect(errorsOf(percent.body)).toEqual({ value: 'Dépassement du montant total' });
    const moved = await call('PATCH', `${DELIVERIES}/1`, {
      token: tokens.moderator,
      language: 'fr-FR',
      body: { veterinaryEstablishmentId: world.establishment.id },
    });
    expect(errorsOf(moved.body)).toEqual({ veterinaryEstablishmentId: 'Champ inconnu' });
    expect(
      (await list(`${DELIVERIES}?veterinaryEstablishmentId[]=${world.establishment.id}`)).meta.total,
    ).toBe(before);
  });

  it('locks an invoiced delivery: no deletion, no change of price, quantity, VAT or discounts (409)', async () => {
    const delivery = (
      await deliver({ serviceDeliveryOptionId: option('AUDIT-AM').id, completionDate: '2026-04-02' })
    ).body.data;
    const discount = (
      await call('POST', DISCOUNTS, {
        token: tokens.moderator,
        body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 1_000 },
      })
    ).body.data;
    await markInvoiced(delivery.id);
    const { data: invoiced, etag } = await read(`${DELIVERIES}/${delivery.id}`);
    expect(invoiced).toMatchObject({ invoiced: true, amountWithoutVat: 59_000 });

    const priced = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: tokens.moderator,
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
      token: tokens.moderator,
      language: 'en',
    });
    expect(english.status).toBe(409);
    expect(english.body.detail).toContain('cannot be deleted');
    for (const refused of [
      await call('POST', DISCOUNTS, {
        token: tokens.moderator,
        body: { serviceDeliveryId: delivery.id, kind: 'AMOUNT', value: 1 },
      }),
      await call('PATCH', `${DISCOUNTS}/${discount.id}`, { token: tokens.moderator, body: { value: 2_000 } }),
      await call('DELETE', `${DISCOUNTS}/${discount.id}`, { token: tokens.moderator }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DELIVERY_INVOICED');
    }
    expect((await read(`${DELIVERIES}/${delivery.id}`)).etag).toBe(etag);

    // What the invoice does not fix still changes; the same price sent again is no change.
    const noted = await call('PATCH', `${DELIVERIES}/${delivery.id}`, {
      token: tokens.moderator,
      body: { unitPriceWithoutVat: 60_000, paymentStatus: 'PAID', internalCommentary: 'Réglé par virement' },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.data).toMatchObject({ paymentStatus: 'PAID', amountWithoutVat: 59_000 });
  });
});
