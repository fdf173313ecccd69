// The deliveries API tests' shared set-up and helpers (delivery-options, deliveries, deliveries-errors).
import { beforeAll, expect } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { sharedDatabase } from '../shared-database.ts';
import { createEstablishment } from './establishments.ts';

/** The staff's tokens, set before the tests run. */
export const tokens = {} as { admin: string; moderator: string; accountant: string };
/** The establishment the deliveries are for, created before the tests run. */
export const world = {} as { establishment: { id: number; name: string; privilegedCode: string } };
const options = new Map<string, DeliveryOption>();
export const services = new Map<string, number>();
const database = sharedDatabase();

export const OPTIONS = '/v1/service_delivery_options';
export const DELIVERIES = '/v1/veterinary_establishment_service_deliveries';
export const DISCOUNTS = '/v1/veterinary_establishment_service_delivery_discounts';

export interface DeliveryOption {
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

export interface Delivery {
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
export const uniqueCode = (prefix: string) => `${prefix}-${(sequence++).toString(36).toUpperCase()}`;

/** Registers the file's set-up: tokens, an establishment, the demo options and services by code. */
export function useDeliveriesWorld() {
  beforeAll(async () => {
    [tokens.admin, tokens.moderator, tokens.accountant] = await Promise.all([
      tokenFor('admin'),
      tokenFor('moderator'),
      tokenFor('accountant'),
    ]);
    world.establishment = await createEstablishment(tokens.admin, { name: 'Clinique des Prestations' });
    const all = await call('GET', `${OPTIONS}?limit=100`, { token: tokens.admin });
    for (const option of all.body.data as DeliveryOption[]) options.set(option.code, option);
    const catalogue = await call('GET', '/v1/veterinary_services?limit=50', { token: tokens.admin });
    for (const service of catalogue.body.data as { id: number; code: string }[])
      services.set(service.code, service.id);
  });
}

export const option = (code: string) => options.get(code) as DeliveryOption;

export const newOption = (overrides: Record<string, unknown> = {}, token = tokens.moderator) =>
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

export const deliver = (body: Record<string, unknown>, token = tokens.moderator) =>
  call('POST', DELIVERIES, {
    token,
    language: 'fr-FR',
    body: { veterinaryEstablishmentId: world.establishment.id, ...body },
  });

export const read = async (path: string) => {
  const answer = await call('GET', path, { token: tokens.moderator });
  return { data: answer.body.data, etag: answer.headers.get('etag') as string, status: answer.status };
};

export const list = async (path: string, token = tokens.moderator) => {
  const answer = await call('GET', path, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { data: any[]; meta: { total: number } };
};

export const history = async (resource: string, id: number) => {
  const answer = await call('GET', `/v1/change_history?resource[]=${resource}&resourceId[]=${id}`, {
    token: tokens.admin,
  });
  return (
    answer.body.data as { kind: string; changes: { field: string; before: unknown; after: unknown }[] }[]
  ).map((entry) => ({
    kind: entry.kind,
    changes: Object.fromEntries(entry.changes.map(({ field, ...change }) => [field, change])),
  }));
};

/** Billing's state, written directly until billing exists (as for a signed mandate). */
export const markInvoiced = (id: number) =>
  database.query('update veterinary_establishment_service_deliveries set invoice_id = 1 where id = $1', [id]);

export const errorsOf = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));

export const inOrder = <T>(values: T[], compare: (a: T, b: T) => number) =>
  expect(values).toEqual([...values].sort(compare));
export const byNumber = (a: number, b: number) => a - b;
export const byText = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });
