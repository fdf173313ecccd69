// The canonical text of an issued document, hashed into its series' chain (issue 23 §1): JSON with keys
// sorted at every level and no spaces, so the same content always gives the same bytes.

export type Canonical = null | boolean | number | string | Canonical[] | { [key: string]: Canonical };

export function canonicalJson(value: Canonical): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isSafeInteger(value))
      throw new RangeError(`Only whole numbers are hashed (${value})`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as Canonical)}`).join(',')}}`;
}

/** The chain's first link points to this instead of a previous hash. */
export const CHAIN_START = '0'.repeat(64);
