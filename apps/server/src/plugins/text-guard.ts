import { isStorableText } from '@vetbo/domain/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidFields } from '../lib/http.problems.ts';
import type { ApiProblem, FieldError } from '../lib/problem.ts';

/** At most this many field errors per answer: a body full of NULs needs no 10 000-line answer. */
const MAX_ERRORS = 20;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** The text with its unstorable characters replaced, safe to echo back in an error path. */
function printable(value: string): string {
  return value.replace(/[\0\p{Cs}]/gu, '\uFFFD');
}

/**
 * Dot paths (`mainAddress.city`, `tag[].1`) of every string, or object key, failing `isGood` in a parsed
 * value. Iterative, so that a deeply nested body cannot overflow the stack.
 */
export function findBadStrings(
  value: unknown,
  isGood: (text: string) => boolean = isStorableText,
  max = MAX_ERRORS,
): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0 && found.length < max) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isGood(current)) found.push(path);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push([current[index], join(path, String(index))]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        if (!isGood(key)) found.push(join(path, printable(key)));
        else stack.push([child, join(path, key)]);
      }
    }
  }
  return found;
}

function decodes(component: string): boolean {
  try {
    decodeURIComponent(component.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * Query parameters whose percent-encoding is not UTF-8 (`%FF`, `%C3%28`, a lone `%`). The query parser
 * keeps such text as typed (`"%FF"`), so a filter would silently search for the wrong thing.
 */
export function badlyEncodedQueryPaths(rawUrl: string): string[] {
  const start = rawUrl.indexOf('?');
  if (start < 0) return [];
  const parts = rawUrl
    .slice(start + 1)
    .split('&')
    .filter(Boolean);
  const occurrences = new Map<string, number>();
  const pairs = parts.map((part) => {
    const separator = part.indexOf('=');
    const key = separator < 0 ? part : part.slice(0, separator);
    const value = separator < 0 ? '' : part.slice(separator + 1);
    occurrences.set(key, (occurrences.get(key) ?? 0) + 1);
    return { key, value };
  });
  const seen = new Map<string, number>();
  const found: string[] = [];
  for (const { key, value } of pairs) {
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    if (decodes(key) && decodes(value)) continue;
    const name = decodes(key) ? decodeURIComponent(key.replace(/\+/g, ' ')) : key;
    found.push((occurrences.get(key) ?? 0) > 1 ? `${name}.${index}` : name);
    if (found.length >= MAX_ERRORS) break;
  }
  return found;
}

function refuse(paths: string[]): ApiProblem {
  const unique = [...new Set(paths)].slice(0, MAX_ERRORS);
  const errors: FieldError[] = unique.map((path) => ({ path, message: 'unstorableText' }));
  return invalidFields(errors);
}

/** API routes are the ones that declare an access rule (plugins/auth.ts makes it compulsory). */
const isApiRoute = (request: FastifyRequest) => request.routeOptions.config?.access !== undefined;

/**
 * Refuses, on every API route present and future, text PostgreSQL cannot store (NUL, lone surrogates)
 * and bytes that are not UTF-8, in the query, the path parameters and the JSON body: 400 problem+json with
 * one `unstorableText` error per field, before validation and before a handler (an export) writes
 * its first byte.
 */
export function registerTextGuard(app: FastifyInstance) {
  // JSON bodies are read as bytes so that invalid UTF-8 is seen (a string parser turns it into U+FFFD).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      // Parse the lenient decoding only to name the fields that held the bad bytes (now U+FFFD).
      parseJson(request, lenientUtf8.decode(bytes), (error, value) => {
        if (error) return done(error, undefined);
        const paths = findBadStrings(value, (string) => !string.includes('\uFFFD'));
        done(refuse(paths.length > 0 ? paths : ['']), undefined);
      });
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiRoute(request)) return done();
    const url = request.raw.url ?? '';
    // A NUL, a lone surrogate or a byte that is not UTF-8 can only reach the query and the path
    // parameters percent-encoded (the HTTP parser refuses a raw NUL; other raw bytes read as Latin-1).
    const paths = url.includes('%')
      ? [
          ...badlyEncodedQueryPaths(url),
          ...findBadStrings(request.query),
          ...findBadStrings(request.params),
          ...findBadStrings(request.body),
        ]
      : request.body === undefined
        ? []
        : findBadStrings(request.body);
    done(paths.length > 0 ? refuse(paths) : undefined);
  });
}
