import { createHash } from 'node:crypto';
import { ApiProblem } from './problem.ts';

/** JSON with object keys sorted, so that equal records hash equally whatever built them. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The entity tag of a record as the API shows it: any visible change gives another tag. */
export function etagOf(record: unknown): string {
  return `"${createHash('sha256').update(canonicalJson(record)).digest('base64url').slice(0, 27)}"`;
}

/**
 * Optimistic concurrency (RFC 9110 §13.1.1): a write sent with `If-Match` applies only to the version the
 * client last read. Without the header the write applies (API clients that do not track versions).
 */
export function assertIfMatch(ifMatch: string | undefined, current: unknown): void {
  if (!ifMatch) return;
  const wanted = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (wanted.includes('*') || wanted.includes(etagOf(current))) return;
  throw new ApiProblem(412, 'STALE_RECORD');
}
