// The set-up and helpers the central-accounts/central-accounts.*.test.ts files share.
import type { CentralAccountCreateInput } from '@vetbo/domain/central-accounts';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let admin: string;
export let moderator: string;

export const path = '/v1/veterinary_establishment_central_accounts';

export const makeAccount = (
  veterinaryEstablishmentId: number,
  overrides: Partial<CentralAccountCreateInput> = {},
): CentralAccountCreateInput => ({
  veterinaryEstablishmentId,
  central: 'CENTRAVET',
  clientCode: 'cv-102938',
  centralPurchasingCode: 'ACH-77',
  centralPurchasingId: '4501',
  startDate: '2024-01-15',
  ...overrides,
});

export const create = (body: unknown, token = moderator) => call('POST', path, { token, body });

/** Registers the set-up the central-accounts tests share. */
export function useCentralAccountsWorld() {
  beforeAll(async () => {
    [admin, moderator] = await Promise.all([tokenFor('admin'), tokenFor('moderator')]);
  });
}
