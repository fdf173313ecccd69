import type { EstablishmentCreateInput } from '@vetbo/domain/establishments';
import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import { call } from '../api.ts';

const CONSONANTS = 'BCDFGHJKLMNPQRSTVWXZ';
let sequence = Math.floor(Math.random() * 1_000_000);

export function nextCandidate(): string {
  sequence += 7919;
  const n = sequence;
  const letters = [0, 1, 2].map((i) => CONSONANTS[Math.floor(n / 20 ** i) % 20]).join('');
  const digits = String(n % 1000).padStart(3, '0');
  return `${letters}${digits}`;
}

/** A privileged code that passes every rule and is not used yet on the test server. */
export async function unusedPrivilegedCode(token: string): Promise<string> {
  for (;;) {
    const code = nextCandidate();
    if (privilegedCodeError(code)) continue;
    const existing = await call('GET', `/v1/veterinary_establishments?privilegedCode[]=${code}`, { token });
    if (existing.body.meta.total === 0) return code;
  }
}

export function makeEstablishment(
  overrides: Partial<EstablishmentCreateInput> = {},
): EstablishmentCreateInput {
  return {
    name: 'Clinique vétérinaire des Acacias',
    customName: 'SELARL des Acacias',
    privilegedCode: 'BCD234',
    accountingCode: 'CLI123',
    type: 'CLI',
    shortDescription: 'Clinique canine et féline',
    tags: ['Canine', 'Féline'],
    mainAddress: {
      streetNumber: '12',
      streetName: 'rue des Acacias',
      postalCode: '69003',
      city: 'Lyon',
      country: 'FRA',
      email: 'contact@acacias-veto.fr',
      phone: '+33478000000',
      link: 'https://acacias-veto.fr',
    },
    ...overrides,
  };
}

export async function createEstablishment(token: string, overrides: Partial<EstablishmentCreateInput> = {}) {
  const privilegedCode = overrides.privilegedCode ?? (await unusedPrivilegedCode(token));
  const answer = await call('POST', '/v1/veterinary_establishments', {
    token,
    body: makeEstablishment({ ...overrides, privilegedCode }),
  });
  if (answer.status !== 201) throw new Error(`establishment not created: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A CE-ABO subscription's parameters: calendar year, billed monthly; tests set the collaborators. */
export const ceAboParameters = (overrides: Record<string, unknown> = {}) => ({
  serviceCode: 'CE-ABO',
  contractType: 'CALENDAR_YEAR',
  subscriptionType: 'BY_MONTH',
  collaboratorCount: 1,
  collaboratorPrice: 1_000,
  ...overrides,
});
