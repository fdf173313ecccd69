// The set-up and helpers the mail/privacy.*.test.ts files share.
import { afterAll, beforeAll } from 'vitest';
import { call } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { startTestServer } from '../test-server.ts';

// A server of its own (no SMTP_URL: mail stays QUEUED): anonymising touches ADMINs and sign-ins.
export let server: Awaited<ReturnType<typeof startTestServer>>;

export const tokens: Record<string, string> = {};

export const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

/** Registers the set-up the privacy tests share. */
export function usePrivacyWorld() {
  beforeAll(async () => {
    server = await startTestServer();
    for (const role of ['admin', 'manager']) {
      tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    }
  }, 120_000);

  afterAll(() => server?.close());
}
