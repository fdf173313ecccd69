import type { EstablishmentCreateInput } from '@vetbo/domain/establishments';
import { privilegedCodeError } from '@vetbo/domain/validators/privileged-code';
import { inject } from 'vitest';
import { signInForAccessToken } from '../../apps/server/test/support/oidc-client.ts';
import { appUrl } from './browser.ts';

export const DEMO_PASSWORD = 'vetbo-demo';

const tokens = new Map<string, Promise<string>>();

/** An API access token of a demo account, through the provider's real code + PKCE flow (once per file). */
export function apiToken(email: string): Promise<string> {
  const shared = inject('apiTokens')?.[email];
  if (shared) return Promise.resolve(shared);
  let token = tokens.get(email);
  if (!token) {
    token = signInForAccessToken(appUrl(), email, DEMO_PASSWORD);
    tokens.set(email, token);
  }
  return token;
}

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${appUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

// Set-up calls of tests running side by side go one at a time: the check for an unused code and the
// creation must not interleave with another test's (and the embedded database serves one query at a time).
let setupQueue: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = setupQueue.then(task, task);
  setupQueue = run.catch(() => undefined);
  return run;
}

/** A valid privileged code, checked unused on the server. */
export function unusedPrivilegedCode(token: string): Promise<string> {
  return oneAtATime(() => findUnusedPrivilegedCode(token));
}

async function findUnusedPrivilegedCode(token: string): Promise<string> {
  const pick = (alphabet: string) => alphabet[Math.floor(Math.random() * alphabet.length)];
  for (;;) {
    const code =
      [1, 2, 3].map(() => pick('BCDFGHJKLMNPQRSTVWXZ')).join('') +
      [1, 2, 3].map(() => pick('0123456789')).join('');
    if (privilegedCodeError(code)) continue;
    const existing = await api<{ meta: { total: number } }>(
      token,
      'GET',
      `/v1/veterinary_establishments?privilegedCode[]=${code}`,
    );
    if (existing.meta.total === 0) return code;
  }
}

/** A word no other establishment's name contains, so that a search finds exactly this test's data. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}

function establishmentBody(overrides: Partial<EstablishmentCreateInput>): EstablishmentCreateInput {
  return {
    name: 'Clinique vétérinaire des Acacias',
    type: 'CLI',
    accountingCode: 'CLI123',
    privilegedCode: 'BCD234',
    tags: ['Canine'],
    mainAddress: {
      streetNumber: '12',
      streetName: 'rue des Acacias',
      postalCode: '69003',
      city: 'Lyon',
      country: 'FRA',
      email: 'contact@acacias-veto.test',
      phone: '+33478000000',
    },
    ...overrides,
  };
}

export interface CreatedEstablishment {
  id: number;
  name: string;
  privilegedCode: string;
}

/** An establishment of this test only, created through the API as a moderator. */
export function createEstablishment(
  overrides: Partial<EstablishmentCreateInput> = {},
): Promise<CreatedEstablishment> {
  return oneAtATime(() => createNow(overrides));
}

async function createNow(overrides: Partial<EstablishmentCreateInput>): Promise<CreatedEstablishment> {
  const token = await apiToken('moderator@vetbo.test');
  const privilegedCode = overrides.privilegedCode ?? (await findUnusedPrivilegedCode(token));
  const { data } = await api<{ data: CreatedEstablishment }>(
    token,
    'POST',
    '/v1/veterinary_establishments',
    establishmentBody({ ...overrides, privilegedCode }),
  );
  return data;
}
