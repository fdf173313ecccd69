import { inject } from 'vitest';
import { signInForAccessToken } from './oidc-client.ts';

export const baseUrl = () => inject('baseUrl');

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON call to the running server, as the web app makes it. */
export async function call<T = any>(
  method: string,
  path: string,
  options: {
    token?: string | null;
    body?: unknown;
    language?: string;
    rawBody?: string;
    /** Another server than the shared test server. */
    baseUrl?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  const response = await fetch(`${options.baseUrl ?? baseUrl()}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') && text ? JSON.parse(text) : text,
  };
}

const tokens = new Map<string, Promise<string>>();

/**
 * An access token of a demo account, obtained through the identity provider's real sign-in flow: once for
 * the whole run by the global setup on the shared server, else once per file (another server).
 */
export function tokenFor(role: 'admin' | 'manager' | 'accountant' | 'moderator' | 'leader'): Promise<string> {
  const shared = inject('demoTokens')?.[role];
  if (shared) return Promise.resolve(shared);
  const email = `${role}@vetbo.test`;
  const cached = tokens.get(email);
  if (cached) return cached;
  const token = signInForAccessToken(baseUrl(), email, 'vetbo-demo');
  tokens.set(email, token);
  return token;
}
