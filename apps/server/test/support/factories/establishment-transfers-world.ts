// The set-up and helpers the establishment-transfers/establishment-transfers.*.test.ts files share.
import { uniqueSiret } from '@vetbo/db/seed/identifiers';
import { frenchVatNumberFromSiren } from '@vetbo/domain/validators/vat-number';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';
import { createEstablishment } from './establishments.ts';

export let admin: string;

export let moderator: string;

const usedSirets = new Set<string>();

async function createStructure(socialReason: string): Promise<number> {
  const siret = uniqueSiret(usedSirets);
  const answer = await call('POST', '/v1/legal_structures', {
    token: moderator,
    body: {
      socialReason,
      legalCode: siret,
      legalForm: 'SELARL',
      vatIntraCommunityNumber: frenchVatNumberFromSiren(siret.slice(0, 9)),
      headQuarterAddress: {
        streetNumber: '4',
        streetName: 'allée des Tilleuls',
        postalCode: '44000',
        city: 'Nantes',
      },
    },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id;
}

export async function createAccount(legalStructureId: number, status: 'ENABLED' | 'DISABLED' = 'ENABLED') {
  // An account carries bank details: a billing writer opens it.
  const answer = await call('POST', '/v1/billing_accounts', {
    token: admin,
    body: {
      legalStructureId,
      entitled: `Compte ${status}`,
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      identityName: 'SELARL des Tilleuls',
      status,
    },
  });
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id as number;
}

/** An establishment on structure A and its account, plus structure B with an enabled and a disabled account. */
export async function setting() {
  const structureA = await createStructure('SELARL Transfert Départ');
  const accountA = await createAccount(structureA);
  const establishment = await createEstablishment(admin, {
    legalStructureId: structureA,
  });
  await call('PATCH', `/v1/veterinary_establishments/${establishment.id}`, {
    token: moderator,
    body: { mainBillingAccountId: accountA },
  });
  const structureB = await createStructure('SELARL Transfert Arrivée');
  const accountB = await createAccount(structureB);
  const disabledB = await createAccount(structureB, 'DISABLED');
  return {
    establishmentId: establishment.id as number,
    structureA,
    accountA,
    structureB,
    accountB,
    disabledB,
  };
}

export const transfer = (
  id: number,
  body: unknown,
  headers: Record<string, string> = {},
  token = moderator,
) => call('POST', `/v1/veterinary_establishments/${id}/transfer`, { token, body, headers });

export const readEstablishment = (id: number) =>
  call('GET', `/v1/veterinary_establishments/${id}`, { token: moderator });

/** Registers the set-up the establishment-transfers tests share. */
export function useEstablishmentTransfersWorld() {
  beforeAll(async () => {
    [admin, moderator] = await Promise.all([tokenFor('admin'), tokenFor('moderator')]);
  });
}
