// The set-up and helpers the users/users.*.test.ts files share.
import type { UserCreateInput } from '@vetbo/domain/users';
import { beforeAll } from 'vitest';
import { call, tokenFor } from '../api.ts';

export let moderator: string;
export let accountant: string;
let sequence = Math.floor(Math.random() * 1_000_000);

/** A surname and an e-mail no other test uses on the shared server. */
type UserInput = UserCreateInput & { email: string; lastName: string };

export function makeUser(overrides: Partial<UserInput> = {}): UserInput {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    email: `camille.roux.${tag}@clinique-test.fr`,
    firstName: 'Camille',
    lastName: `Roux${tag}`,
    gender: 'female',
    dateOfBirth: '1988-04-12',
    cityOfBirth: 'Lyon',
    language: 'fr',
    timezone: 'Europe/Paris',
    hourDisplay: '24h',
    mainPhoneNumber: '+33612345678',
    otherPhoneNumbers: ['+33478000000'],
    ...overrides,
  };
}

export const create = (body: unknown, token = moderator) => call('POST', '/v1/users', { token, body });

/** Registers the set-up the users tests share. */
export function useUsersWorld() {
  beforeAll(async () => {
    [moderator, accountant] = await Promise.all([tokenFor('moderator'), tokenFor('accountant')]);
  });
}
