import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;
const KEY_LENGTH = 32;

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet (scrypt): N = 2^17, r = 8, p = 1 — 128 MiB and ~0.3 s per hash. */
export const PASSWORD_COST: Readonly<Cost> = { N: 2 ** 17, r: 8, p: 1 };
/** What `scrypt$<salt>$<hash>` (before issue 20) was made with: node's default cost. */
const LEGACY_COST: Readonly<Cost> = { N: 2 ** 14, r: 8, p: 1 };
/** Bounds of a cost read from a stored hash: a damaged or planted value cannot make a sign-in cost minutes. */
const MAX_N = 2 ** 20;
const MAX_R = 16;
const MAX_P = 4;

/** scrypt needs 128·N·r·p bytes; node refuses above `maxmem` (32 MiB by default, too little for N = 2^17). */
const maxmemFor = ({ N, r, p }: Cost) => 2 * 128 * N * r * p;

const costLabel = ({ N, r, p }: Cost) => `N=${N},r=${r},p=${p}`;

/**
 * Checked against when a sign-in names an unknown address, so that both cases cost one scrypt: the hash of
 * 32 random bytes nobody kept, at the current cost (a unit test checks it stays at PASSWORD_COST).
 */
export const UNUSABLE_PASSWORD_HASH =
  'scrypt$N=131072,r=8,p=1$NVVf5QPSRATzR9ICG5Xa4A==$G/XYIg+huDHDwiBACTVP4gukpLZRHlvxmv7A/oQyNd8=';

/** `scrypt$N=131072,r=8,p=1$<salt base64>$<hash base64>` — node's scrypt, no native dependency. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, {
    ...PASSWORD_COST,
    maxmem: maxmemFor(PASSWORD_COST),
  });
  return `scrypt$${costLabel(PASSWORD_COST)}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface ParsedHash {
  cost: Cost;
  salt: Buffer;
  hash: Buffer;
}

/** The cost, salt and hash of a stored value; null when it is not one of ours or its cost is out of bounds. */
function parse(stored: string | null | undefined): ParsedHash | null {
  const parts = (stored ?? '').split('$');
  if (parts[0] !== 'scrypt') return null;
  let cost: Cost = LEGACY_COST;
  let rest = parts.slice(1);
  if (parts.length === 4) {
    const match = /^N=(\d{1,8}),r=(\d{1,2}),p=(\d{1,2})$/.exec(parts[1] ?? '');
    if (!match) return null;
    cost = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
    rest = parts.slice(2);
  } else if (parts.length !== 3) {
    return null;
  }
  const { N, r, p } = cost;
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return null;
  const [salt, hash] = rest;
  if (!salt || !hash) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, {
    ...parsed.cost,
    maxmem: maxmemFor(parsed.cost),
  });
  return parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual);
}

/** True when a stored hash was made at another cost than PASSWORD_COST: rehash it at the next sign-in. */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N !== PASSWORD_COST.N || r !== PASSWORD_COST.r || p !== PASSWORD_COST.p;
}
