import { hash } from 'node:crypto';
import { HTTP_PROBLEMS } from './http.problems.ts';
import { refusal } from './problem.ts';

/** Each object shape's keys, sorted and quoted once (records of one kind share a few shapes). */
const sortedKeysOfShape = new Map<string, { key: string; quoted: string }[]>();
const MAX_SHAPES = 1_000;

function sortedKeys(object: Record<string, unknown>): { key: string; quoted: string }[] {
  const keys = Object.keys(object);
  const shape = keys.join('\u0000');
  let sorted = sortedKeysOfShape.get(shape);
  if (!sorted) {
    sorted = keys.sort().map((key) => ({ key, quoted: JSON.stringify(key) }));
    if (sortedKeysOfShape.size < MAX_SHAPES) sortedKeysOfShape.set(shape, sorted);
  }
  return sorted;
}

/** JSON with object keys sorted, so that equal records hash equally whatever built them. */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++)
      text += (index === 0 ? '' : ',') + canonicalJson(value[index]);
    return `${text}]`;
  }
  const object = value as Record<string, unknown>;
  let text = '{';
  let first = true;
  for (const { key, quoted } of sortedKeys(object)) {
    const field = object[key];
    if (field === undefined) continue;
    text += `${first ? '' : ','}${quoted}:${canonicalJson(field)}`;
    first = false;
  }
  return `${text}}`;
}

/** The entity tag of a record as the API shows it: any visible change gives another tag. */
export function etagOf(record: unknown): string {
  return `"${hash('sha256', canonicalJson(record), 'base64url').slice(0, 27)}"`;
}

/**
 * Optimistic concurrency (RFC 9110 §13.1.1): a write sent with `If-Match` applies only to the version the
 * client last read. Without the header the write applies (API clients that do not track versions).
 */
export function assertIfMatch(ifMatch: string | undefined, current: unknown): void {
  if (!ifMatch) return;
  const wanted = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (wanted.includes('*') || wanted.includes(etagOf(current))) return;
  throw refusal(HTTP_PROBLEMS.STALE_RECORD);
}
