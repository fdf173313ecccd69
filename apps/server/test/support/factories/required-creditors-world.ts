// The set-up and helpers of establishment-transfers/required-creditors.*.test.ts: the transfer world's
// establishment and accounts, and the catalogue data the API cannot create (a test creditor's mandate
// models and services are installation data, inserted here as creditors-world.ts inserts creditors).
import type pg from 'pg';
import { expect } from 'vitest';
import { call } from '../api.ts';
import { sharedDatabase } from '../shared-database.ts';
import { admin, moderator, useEstablishmentTransfersWorld } from './establishment-transfers-world.ts';

const database = sharedDatabase();

let sequence = Date.now() % 1_000_000;
const uniqueCode = (prefix: string) => `${prefix}${(sequence++).toString(36).toUpperCase()}`;

/**
 * A mandate model of the creditor, as an installation adds one. Its prefix sorts after the demo ones (VDS,
 * VSV): files that take the first mandates by prefix keep the demo creditors'.
 */
export async function insertMandateModel(creditorId: number, entitled: string): Promise<number> {
  const { rows } = await database.query<{ id: number }>(
    'insert into mandates (creditor_id, prefix, entitled) values ($1, $2, $3) returning id',
    [creditorId, uniqueCode('Z'), entitled],
  );
  return (rows[0] as { id: number }).id;
}

/**
 * Runs `work` in a transaction rolled back afterwards: a service it inserts never shows in the catalogue
 * the other files list (they expect the demo's codes only).
 */
export async function rolledBack<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await database.connect();
  try {
    await client.query('begin');
    return await work(client);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** A service sold on behalf of the creditor and a delivery of it to the establishment, still to invoice. */
export async function insertDeliveredService(
  client: pg.PoolClient,
  creditorId: number,
  veterinaryEstablishmentId: number,
): Promise<void> {
  const { rows } = await client.query<{ id: number }>(
    `insert into veterinary_services (code, entitled, creditor_id, accounting_code)
     values ($1, 'Prestation d’essai', $2, '706590') returning id`,
    [uniqueCode('TST-'), creditorId],
  );
  await client.query(
    `insert into veterinary_establishment_service_deliveries (veterinary_establishment_id, veterinary_service_id,
       code, entitled, type, unit_price_without_vat, accounting_code, billing_status)
     values ($1, $2, $3, 'Installation sur site', 'SETUP', 15000, '706590', 'PLANNED')`,
    [veterinaryEstablishmentId, (rows[0] as { id: number }).id, uniqueCode('LIV-')],
  );
}

/** Attaches the establishment to a mandate model, with its client account. */
export async function attach(veterinaryEstablishmentId: number, mandateId: number): Promise<void> {
  const answer = await call('POST', '/v1/veterinary_establishment_mandates', {
    token: admin,
    body: { veterinaryEstablishmentId, mandateId, accountingCode: 'CLI123' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** Asks the billing account to sign the mandate model: a mandate PENDING until signed. */
export async function requireMandate(billingAccountId: number, mandateId: number): Promise<number> {
  const answer = await call('POST', '/v1/required_mandates', {
    token: admin,
    body: { billingAccountId, mandateId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

/** The leader's signature (the signatures module's end state), written directly as mandates tests do. */
export const sign = (requiredMandateId: number) =>
  database.query('update required_mandates set is_validated = true, validated_date = now() where id = $1', [
    requiredMandateId,
  ]);

export async function revoke(requiredMandateId: number): Promise<void> {
  const answer = await call('POST', `/v1/required_mandates/${requiredMandateId}/revocation`, {
    token: admin,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const demoIdByCode = async (path: string, code: string): Promise<number> =>
  (await call('GET', `${path}?code[]=${code}`, { token: moderator })).body.data[0].id;

/** A demo service's id by its code (CE-ABO is Vetbo Services SAS', MVS-ABO Vetbo Distribution SAS'). */
export const demoService = (code: string) => demoIdByCode('/v1/veterinary_services', code);

/** A demo service option's id by its code. */
export const demoOption = (code: string) => demoIdByCode('/v1/veterinary_service_options', code);

/** The transfer panel's list of creditors for the account, in the order the API gives it. */
export async function requiredCreditors(veterinaryEstablishmentId: number, billingAccountId: number) {
  const answer = await call(
    'GET',
    `/v1/veterinary_establishments/${veterinaryEstablishmentId}/transfer_requirements?mainBillingAccountId=${billingAccountId}`,
    { token: moderator },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.requiredCreditors;
}

/** Registers the set-up the required-creditors tests share. */
export function useRequiredCreditorsWorld() {
  useEstablishmentTransfersWorld();
}

/** Subscribes the establishment to a demo option from `startDate` to `endDate` (included). */
export async function subscribe(
  veterinaryEstablishmentId: number,
  veterinaryServiceOptionId: number,
  parameters: unknown,
  startDate: string,
  endDate: string,
): Promise<void> {
  const answer = await call('POST', '/v1/veterinary_establishment_service_subscriptions', {
    token: admin,
    body: { veterinaryEstablishmentId, veterinaryServiceOptionId, startDate, endDate, parameters },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** A one-off delivery of the service to the establishment (to invoice unless `overrides` say otherwise). */
export async function deliver(
  veterinaryEstablishmentId: number,
  veterinaryServiceId: number,
  overrides: { billingStatus?: 'NOT_BILLED' | 'PLANNED' | 'BILLED'; shouldGenerateInvoice?: boolean } = {},
): Promise<void> {
  const answer = await call('POST', '/v1/veterinary_establishment_service_deliveries', {
    token: admin,
    body: {
      veterinaryEstablishmentId,
      veterinaryServiceId,
      code: uniqueCode('LIV-'),
      entitled: 'Installation sur site',
      type: 'SETUP',
      unitPriceWithoutVat: 15_000,
      accountingCode: '706590',
      ...overrides,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}
