// The history shows IBANs masked (every staff role reads it), and two IBANs with the same first and last
// characters mask alike. A keyed fingerprint beside the masked form tells them apart without showing
// them: HMAC-SHA256 under a secret of the product (app_secrets), so nobody can test guesses against it.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@vetbo/db/database';
import { compactIban } from '@vetbo/domain/validators/iban';
import { getOrCreateSecret } from '../../lib/app-secrets.ts';

const SECRET_NAME = 'iban_fingerprint_key';
/** 16 hex digits (64 bits): two IBANs of one account's history never share one by chance. */
const FINGERPRINT_LENGTH = 16;

export type IbanFingerprint = (iban: string | null | undefined) => string | null;

/** The fingerprint of an IBAN under `key`, whatever its spaces and case; null without an IBAN. */
export function fingerprintIban(key: Buffer, iban: string | null | undefined): string | null {
  if (!iban) return null;
  const compact = compactIban(iban) || iban.replace(/\s/g, '').toUpperCase();
  return createHmac('sha256', key).update(compact).digest('hex').slice(0, FINGERPRINT_LENGTH);
}

const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  const stored = await getOrCreateSecret(db, SECRET_NAME, async () => randomBytes(32).toString('base64'));
  return Buffer.from(stored as string, 'base64');
}

/** The product's fingerprint function (its key read once per process; a failed read is tried again). */
export async function ibanFingerprinter(db: Db): Promise<IbanFingerprint> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  const loaded = await key;
  return (iban) => fingerprintIban(loaded, iban);
}
