// The set-up and helpers of mandates/client-account-end.*.test.ts: an establishment (the transfer world's
// setting, with the account it would be transferred to) or a demo group, and a client account of its own
// at a new creditor (a mandate model of its own, so no other file's account is touched).
import { parisDay } from '@vetbo/domain/paris-day';
import { beforeAll, expect } from 'vitest';
import { type ApiAnswer, call, tokenFor } from '../api.ts';
import { insertCreditor } from './creditors-world.ts';
import { admin, moderator, setting } from './establishment-transfers-world.ts';
import {
  insertMandateModel,
  requiredCreditors,
  useRequiredCreditorsWorld,
} from './required-creditors-world.ts';

export { admin, moderator, requiredCreditors };
export let accountant: string;
export let manager: string;

export const ESTABLISHMENT_ACCOUNTS = '/v1/veterinary_establishment_mandates';
export const GROUP_ACCOUNTS = '/v1/veterinary_group_mandates';

/** A Paris day `days` away from today, as the API writes dates. */
export function dayFrom(days: number): string {
  const day = new Date(`${parisDay()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export interface ClientAccount {
  path: string;
  id: number;
  creditorId: number;
  mandateId: number;
  ownerId: number;
  /** The account the establishment would be transferred to (establishments only). */
  billingAccountId: number;
}

/** A client account of a new establishment at a new creditor (accounting code CLI123). */
export async function establishmentAccount(): Promise<ClientAccount> {
  const s = await setting();
  const creditor = await insertCreditor();
  const mandateId = await insertMandateModel(creditor.id, 'Mandat SEPA CORE du compte client');
  const created = await call('POST', ESTABLISHMENT_ACCOUNTS, {
    token: accountant,
    body: { veterinaryEstablishmentId: s.establishmentId, mandateId, accountingCode: 'CLI123' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return {
    path: ESTABLISHMENT_ACCOUNTS,
    id: created.body.data.id,
    creditorId: creditor.id,
    mandateId,
    ownerId: s.establishmentId,
    billingAccountId: s.accountB,
  };
}

/** A client account of the first demo group at a new creditor. */
export async function groupAccount(): Promise<ClientAccount> {
  const [group] = (await call('GET', '/v1/veterinary_groups?limit=1', { token: admin })).body.data;
  const creditor = await insertCreditor();
  const mandateId = await insertMandateModel(creditor.id, 'Mandat SEPA CORE du groupe');
  const created = await call('POST', GROUP_ACCOUNTS, {
    token: accountant,
    body: { veterinaryGroupId: group.id, mandateId, accountingCode: 'GRP123' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return {
    path: GROUP_ACCOUNTS,
    id: created.body.data.id,
    creditorId: creditor.id,
    mandateId,
    ownerId: group.id,
    billingAccountId: 0,
  };
}

export async function readAccount(account: ClientAccount) {
  const answer = await call('GET', `${account.path}/${account.id}`, { token: moderator });
  expect(answer.status).toBe(200);
  return { data: answer.body.data, etag: answer.headers.get('etag') as string };
}

/** A PATCH of the account with the ETag just read (or `etag`), in French. */
export async function patchAccount(
  account: ClientAccount,
  body: unknown,
  token = accountant,
  etag?: string,
): Promise<ApiAnswer> {
  const ifMatch = etag ?? (await readAccount(account)).etag;
  return call('PATCH', `${account.path}/${account.id}`, {
    token,
    language: 'fr-FR',
    body,
    headers: { 'if-match': ifMatch },
  });
}

/** Whether the transfer panel lists the account's creditor as required. */
export async function creditorRequired(account: ClientAccount): Promise<boolean> {
  const rows = await requiredCreditors(account.ownerId, account.billingAccountId);
  return rows.some((row: { creditorId: number }) => row.creditorId === account.creditorId);
}

/** Registers the set-up the client-account-end tests share. */
export function useClientAccountEndWorld() {
  useRequiredCreditorsWorld();
  beforeAll(async () => {
    [accountant, manager] = await Promise.all([tokenFor('accountant'), tokenFor('manager')]);
  });
}
