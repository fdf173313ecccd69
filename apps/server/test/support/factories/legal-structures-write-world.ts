// The set-up and helpers the legal-structures/legal-structures-write.*.test.ts files share.
import { uniqueSiret } from '@vetbo/db/seed/identifiers';
import type { LegalStructureCreateInput } from '@vetbo/domain/legal-structures';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;

const usedSirets = new Set<string>();

export function makeLegalStructure(
  overrides: Partial<LegalStructureCreateInput> = {},
): LegalStructureCreateInput {
  const siret = uniqueSiret(usedSirets);
  return {
    socialReason: 'SELARL Vétérinaire des Tilleuls',
    tradeName: 'Clinique des Tilleuls',
    legalCode: siret,
    legalForm: 'SELARL',
    apeCode: '7500Z',
    vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
    headQuarterAddress: {
      streetNumber: '4',
      streetName: 'allée des Tilleuls',
      postalCode: '44000',
      city: 'Nantes',
    },
    ...overrides,
  };
}

export const create = (body: unknown, token = moderator) =>
  call('POST', '/v1/legal_structures', { token, body });

/** Registers the set-up the legal-structures-write tests share. */
export function useLegalStructuresWriteWorld() {
  beforeAll(async () => {
    moderator = await tokenFor('moderator');
  });
}
