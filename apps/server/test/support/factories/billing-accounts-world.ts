// The set-up and helpers the billing-accounts/billing-accounts.*.test.ts files share.
import type { BillingAccountCreateInput } from '@vetbo/domain/billing-accounts';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let admin: string;
export let manager: string;
export let moderator: string;
export let legalStructureId: number;

export const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

export const makeAccount = (
  overrides: Partial<BillingAccountCreateInput> = {},
): BillingAccountCreateInput => ({
  legalStructureId,
  entitled: 'Compte principal',
  iban: IBAN,
  bicSwift: 'AGRIFRPP',
  identityName: 'SELARL des Tilleuls',
  signatoryName: 'Dr Anne Morel',
  ...overrides,
});

/** Registers the set-up the billing-accounts tests share. */
export function useBillingAccountsWorld() {
  beforeAll(async () => {
    [admin, manager, moderator] = await Promise.all([
      tokenFor('admin'),
      tokenFor('manager'),
      tokenFor('moderator'),
    ]);
    legalStructureId = (await call('GET', '/v1/legal_structures?limit=1', { token: admin })).body.data[0].id;
  });
}
