// The set-up and helpers the billing-accounts/bank-details-changes.*.test.ts files share.
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let admin: string;
export let manager: string;
export let accountant: string;
export let moderator: string;
export let leader: string;
export let legalStructureId: number;
export let accountantId: number;
export let adminId: number;

export const changesPath = (id: number) => `/v1/billing_accounts/${id}/bank_details_changes`;

export const ask = (token: string, id: number, body: unknown) =>
  call('POST', changesPath(id), { token, body });

export const decide = (
  token: string,
  id: number,
  changeId: number,
  decision: 'confirmation' | 'cancellation',
) => call('POST', `${changesPath(id)}/${changeId}/${decision}`, { token });

/** Registers the set-up the bank-details-changes tests share. */
export function useBankDetailsChangesWorld() {
  beforeAll(async () => {
    [admin, manager, accountant, moderator, leader] = await Promise.all([
      tokenFor('admin'),
      tokenFor('manager'),
      tokenFor('accountant'),
      tokenFor('moderator'),
      tokenFor('leader'),
    ]);
    legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body.data[0].id;
    accountantId = (await call('GET', '/v1/me', { token: accountant })).body.data.id;
    adminId = (await call('GET', '/v1/me', { token: admin })).body.data.id;
  });
}
