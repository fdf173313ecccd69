import { randomBytes } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { getOrCreateSecret } from '../lib/app-secrets.ts';

/** Rows of `app_secrets` used when the environment gives no keys. */
export const JWKS_SECRET_NAME = 'oidc.jwks';
export const COOKIE_KEYS_SECRET_NAME = 'oidc.cookie_keys';

export interface OidcSecrets {
  /** Private signing keys, first one signs; every key is published (public part) on the JWKS endpoint. */
  jwks: { keys: JWK[] };
  /** Cookie signing keys, first one signs. */
  cookieKeys: string[];
  /** Where they came from, for the start-up log. */
  source: { jwks: 'environment' | 'database'; cookieKeys: 'environment' | 'database' };
}

/**
 * Signing and cookie keys: `OIDC_JWKS` (a JWKS JSON holding private keys) and `OIDC_COOKIE_KEYS`
 * (comma-separated) when set, otherwise generated once and kept in `app_secrets`, so every replica and
 * every restart shares them.
 */
export async function loadOidcSecrets(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): Promise<OidcSecrets> {
  const fromEnvJwks = env.OIDC_JWKS?.trim();
  const fromEnvCookieKeys = env.OIDC_COOKIE_KEYS?.trim();

  const jwks = fromEnvJwks
    ? await normaliseJwks(parseJwks(fromEnvJwks, 'OIDC_JWKS'), 'OIDC_JWKS')
    : await normaliseJwks(
        (await getOrCreateSecret(db, JWKS_SECRET_NAME, generateJwks)) as { keys: JWK[] },
        `app_secrets ${JWKS_SECRET_NAME}`,
      );

  const cookieKeys = fromEnvCookieKeys
    ? parseCookieKeys(fromEnvCookieKeys)
    : ((await getOrCreateSecret(db, COOKIE_KEYS_SECRET_NAME, generateCookieKeys)) as string[]);

  return {
    jwks,
    cookieKeys,
    source: {
      jwks: fromEnvJwks ? 'environment' : 'database',
      cookieKeys: fromEnvCookieKeys ? 'environment' : 'database',
    },
  };
}

async function generateJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }] };
}

async function generateCookieKeys(): Promise<string[]> {
  return [randomBytes(32).toString('base64url')];
}

function parseJwks(text: string, origin: string): { keys: JWK[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${origin} is not valid JSON`);
  }
  const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new Error(`${origin} must be a JWKS ({ "keys": [...] }) with at least one private key`);
  }
  return { keys: keys as JWK[] };
}

function parseCookieKeys(text: string): string[] {
  const keys = text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0 || keys.some((key) => key.length < 16)) {
    throw new Error('OIDC_COOKIE_KEYS must hold comma-separated keys of at least 16 characters');
  }
  return keys;
}

/** Checks that each key is a private signing key and fills in kid, alg and use. */
async function normaliseJwks(jwks: { keys: JWK[] }, origin: string): Promise<{ keys: JWK[] }> {
  const keys: JWK[] = [];
  for (const key of jwks.keys) {
    if (!key || typeof key !== 'object' || !['RSA', 'EC', 'OKP'].includes(String(key.kty))) {
      throw new Error(`${origin}: only RSA, EC and OKP keys are supported`);
    }
    if (!key.d) throw new Error(`${origin}: key ${key.kid ?? ''} is not a private key (no "d")`);
    if (key.use && key.use !== 'sig') continue;
    const alg = key.alg ?? signingAlgorithmOf(key);
    keys.push({ ...key, kid: key.kid ?? (await calculateJwkThumbprint(key)), alg, use: 'sig' });
  }
  if (keys.length === 0) throw new Error(`${origin} holds no signing key`);
  return { keys };
}

export function signingAlgorithmOf(key: JWK): string {
  if (key.alg) return key.alg;
  if (key.kty === 'RSA') return 'RS256';
  if (key.kty === 'EC')
    return { 'P-256': 'ES256', 'P-384': 'ES384', 'P-521': 'ES512' }[key.crv ?? ''] ?? 'ES256';
  return 'EdDSA';
}

/** The public half of a private JWK, as published on the JWKS endpoint. */
export function publicJwk(key: JWK): JWK {
  const members = key.kty === 'RSA' ? (['kty', 'n', 'e'] as const) : (['kty', 'crv', 'x', 'y'] as const);
  const result: JWK = {};
  for (const member of members) if (key[member] !== undefined) result[member] = key[member];
  if (key.kid) result.kid = key.kid;
  if (key.alg) result.alg = key.alg;
  result.use = 'sig';
  return result;
}
