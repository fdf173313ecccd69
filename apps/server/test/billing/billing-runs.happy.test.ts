import { describe, expect, it } from 'vitest';
import {
  accountant,
  admin,
  api,
  client,
  database,
  moderator,
  newClient,
  useBillingWorld,
} from '../support/factories/billing-world.ts';
import type { TestCreditor } from '../support/factories/creditors-world.ts';
import { ceAboParameters } from '../support/factories/establishments.ts';
import { waitFor } from '../support/smtp-sink.ts';

useBillingWorld();

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const tomorrow = () => {
  const day = new Date(`${parisToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};
let codes = Date.now() % 1_000_000;

const demoId = async (path: string, code: string) =>
  (await api('GET', `${path}?code[]=${code}`, moderator)).body.data[0].id as number;

async function deliver(
  serviceCode: string,
  unitPriceWithoutVat: number,
  quantity = 1,
  veterinaryEstablishmentId = client.establishmentId,
) {
  const answer = await api('POST', '/v1/veterinary_establishment_service_deliveries', admin, {
    veterinaryEstablishmentId,
    veterinaryServiceId: await demoId('/v1/veterinary_services', serviceCode),
    code: `LIV-${(codes++).toString(36).toUpperCase()}`,
    entitled: 'Installation sur site',
    type: 'SETUP',
    quantity,
    unitPriceWithoutVat,
    accountingCode: '706590',
    completionDate: parisToday(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
}

describe('[BILLING] billing deliveries and subscriptions', () => {
  it('bills selected deliveries now: one invoice per creditor, discounts as lines, each delivery once', async () => {
    const first = await deliver('CE-ABO', 15_000, 2);
    const second = await deliver('CE-ABO', 5_000);
    const other = await deliver('MVS-ABO', 8_000);
    const discount = await api('POST', '/v1/veterinary_establishment_service_delivery_discounts', admin, {
      serviceDeliveryId: first,
      kind: 'AMOUNT',
      value: 3_000,
      label: 'Geste commercial',
    });
    expect(discount.status, JSON.stringify(discount.body)).toBe(201);
    const run = await api('POST', '/v1/service_delivery_invoices', accountant, {
      veterinaryEstablishmentServiceDeliveryIds: [first, second, other],
      invoiceDate: parisToday(),
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body.data).toMatchObject({
      kind: 'DELIVERIES',
      status: 'DONE',
      documentsIssued: 2,
      lastError: null,
    });
    const invoices = await api(
      'GET',
      `/v1/invoices?veterinaryEstablishmentServiceDeliveryId[]=${first}`,
      accountant,
    );
    expect(invoices.body.meta.total).toBe(1);
    const invoice = (await api('GET', `/v1/invoices/${invoices.body.data[0].id}`, accountant)).body.data;
    expect(invoice).toMatchObject({
      category: 'SERVICE_DELIVERY',
      status: 'ISSUED',
      amountWithoutVat: 32_000,
    });
    expect(
      invoice.lines.map((l: { category: string; amountWithoutVat: number; summary: string }) => [
        l.category,
        l.amountWithoutVat,
        l.summary,
      ]),
    ).toEqual([
      ['SERVICE_DELIVERY_SALES', 30_000, 'Installation sur site'],
      ['SERVICE_DELIVERY_DISCOUNT', -3_000, 'Geste commercial'],
      ['SERVICE_DELIVERY_SALES', 5_000, 'Installation sur site'],
    ]);
    const delivered = await api(
      'GET',
      `/v1/veterinary_establishment_service_deliveries/${second}`,
      accountant,
    );
    expect(delivered.body.data).toMatchObject({ billingStatus: 'BILLED' });
    const again = await api('POST', '/v1/service_delivery_invoices', accountant, {
      veterinaryEstablishmentServiceDeliveryIds: [second],
      invoiceDate: parisToday(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'DELIVERIES_NOT_BILLABLE',
      detail: expect.stringContaining(String(second)),
    });
  });

  it('debits an account under its mandate, and bills by bank transfer one whose "Mandat SEPA" is unticked', async () => {
    const { rows } = await database.query<{ creditor_id: number }>(
      'select creditor_id from veterinary_services where code = $1',
      ['CE-ABO'],
    );
    const serviceCreditor = { id: rows[0]?.creditor_id } as TestCreditor;
    const debited = await newClient(serviceCreditor);
    const notDebited = await newClient(serviceCreditor);
    const patched = await api('PATCH', `/v1/billing_accounts/${notDebited.billingAccountId}`, admin, {
      sepa: false,
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const deliveries = [
      await deliver('CE-ABO', 4_000, 1, debited.establishmentId),
      await deliver('CE-ABO', 4_000, 1, notDebited.establishmentId),
    ];
    const run = await api('POST', '/v1/service_delivery_invoices', accountant, {
      veterinaryEstablishmentServiceDeliveryIds: deliveries,
      invoiceDate: parisToday(),
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const methods = [];
    for (const delivery of deliveries) {
      const found = await api(
        'GET',
        `/v1/invoices?veterinaryEstablishmentServiceDeliveryId[]=${delivery}`,
        accountant,
      );
      const invoice = (await api('GET', `/v1/invoices/${found.body.data[0].id}`, accountant)).body.data;
      methods.push([invoice.paymentMethod, invoice.billingAccountId]);
    }
    expect(methods).toEqual([
      ['VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT', debited.billingAccountId],
      ['BANK_TRANSFER', null],
    ]);
  });

  it('plans a billing for a later day, visible and cancellable until it runs', async () => {
    const planned = await deliver('CE-ABO', 7_000);
    const run = await api('POST', '/v1/service_delivery_invoices', accountant, {
      veterinaryEstablishmentServiceDeliveryIds: [planned],
      invoiceDate: tomorrow(),
      generation: 'PLANNED',
    });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body.data).toMatchObject({
      status: 'CREATED',
      deliveryIds: [planned],
      plannedDate: expect.any(String),
    });
    expect(
      (await api('GET', `/v1/veterinary_establishment_service_deliveries/${planned}`, accountant)).body.data
        .billingStatus,
    ).toBe('PLANNED');
    const listed = await api('GET', '/v1/billing_runs', moderator);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(run.body.data.id);
    const cancelled = await api('POST', `/v1/billing_runs/${run.body.data.id}/cancellation`, accountant);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(
      (await api('GET', `/v1/veterinary_establishment_service_deliveries/${planned}`, accountant)).body.data
        .billingStatus,
    ).toBe('NOT_BILLED');
    const twice = await api('POST', `/v1/billing_runs/${run.body.data.id}/cancellation`, accountant);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('RUN_NOT_CANCELLABLE');
  });

  it('a subscription run bills every due period once; a second run bills nothing more', async () => {
    const option = await demoId('/v1/veterinary_service_options', 'CE-ABO-PLUS');
    const year = parisToday().slice(0, 4);
    const subscription = await api('POST', '/v1/veterinary_establishment_service_subscriptions', admin, {
      veterinaryEstablishmentId: client.establishmentId,
      veterinaryServiceOptionId: option,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      parameters: ceAboParameters(),
    });
    expect(subscription.status, JSON.stringify(subscription.body)).toBe(201);
    const start = await api('POST', '/v1/billing_runs', accountant, {
      invoiceDate: parisToday(),
      veterinaryEstablishmentIds: [client.establishmentId],
    });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    const done = await waitFor(async () => {
      const run = (await api('GET', `/v1/billing_runs/${start.body.data.id}`, moderator)).body.data;
      return run.status === 'DONE' || run.status === 'FAILED' ? run : null;
    });
    expect(done).toMatchObject({
      status: 'DONE',
      groupsPlanned: 1,
      groupsDone: 1,
      documentsIssued: 1,
      lastError: null,
    });
    const invoices = await api(
      'GET',
      `/v1/invoices?veterinaryEstablishmentId[]=${client.establishmentId}&category[]=SUBSCRIPTION`,
      accountant,
    );
    expect(invoices.body.meta.total).toBe(1);
    const invoice = (await api('GET', `/v1/invoices/${invoices.body.data[0].id}`, accountant)).body.data;
    expect(invoice.lines.length).toBeGreaterThan(0);
    expect(
      invoice.lines.every(
        (l: { veterinaryEstablishmentServicePeriodId: number | null }) =>
          l.veterinaryEstablishmentServicePeriodId,
      ),
    ).toBe(true);
    expect(invoice.periodStartDate).toBe(`${year}-01-01`);

    const second = await api('POST', '/v1/billing_runs', accountant, {
      invoiceDate: parisToday(),
      veterinaryEstablishmentIds: [client.establishmentId],
    });
    const secondDone = await waitFor(async () => {
      const run = (await api('GET', `/v1/billing_runs/${second.body.data.id}`, moderator)).body.data;
      return run.status === 'DONE' || run.status === 'FAILED' ? run : null;
    });
    expect(secondDone).toMatchObject({ status: 'DONE', documentsIssued: 0 });
  });
});
