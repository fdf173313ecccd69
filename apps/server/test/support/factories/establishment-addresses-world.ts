// The set-up and helpers the establishment-addresses/establishment-addresses.*.test.ts files share.
import { beforeAll } from 'vitest';
import { tokenFor } from '../api.ts';

export let token: string;

export const secondAddress = (veterinaryEstablishmentId: number) => ({
  veterinaryEstablishmentId,
  streetNumber: '3',
  streetName: 'quai des Chartrons',
  postalCode: '33000',
  city: 'Bordeaux',
  country: 'FRA',
});

/** Registers the set-up the establishment-addresses tests share. */
export function useEstablishmentAddressesWorld() {
  beforeAll(async () => {
    token = await tokenFor('moderator');
  });
}
