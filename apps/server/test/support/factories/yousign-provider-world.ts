// The set-up and helpers the signatures/yousign-provider.*.test.ts files share.
import { afterAll, beforeAll, expect } from 'vitest';
import { call } from '../api.ts';
import { signInForAccessToken } from '../oidc-client.ts';
import { startTestServer } from '../test-server.ts';
import { startYousignStandIn, type YousignStandIn } from '../yousign-stand-in.ts';

const API_KEY = 'stand-in-api-key-for-tests';

export const WEBHOOK_SECRET = 'stand-in-webhook-secret';

export let server: Awaited<ReturnType<typeof startTestServer>>;
export let standIn: YousignStandIn;

export const tokens: Record<string, string> = {};

let structureId: number;
export let leaderId: number;

export const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

export async function accountWithMandate() {
  const account = await api('POST', '/v1/billing_accounts', tokens.admin as string, {
    legalStructureId: structureId,
    entitled: `Compte Yousign ${Date.now().toString(36)}`,
    iban: 'FR7630006000011234567890189',
    bicSwift: 'AGRIFRPP',
    identityName: 'SELARL des Tilleuls',
  });
  const [mandate] = (await api('GET', '/v1/mandates?limit=1', tokens.admin as string)).body.data;
  const required = await api('POST', '/v1/required_mandates', tokens.admin as string, {
    billingAccountId: account.body.data.id,
    mandateId: mandate.id,
  });
  return { id: account.body.data.id as number, requiredMandateId: required.body.data.id as number };
}

export async function send(accountId: number) {
  const sent = await api(
    'POST',
    `/v1/billing_accounts/${accountId}/yousign_signature_requests`,
    tokens.manager as string,
    {
      signerUserId: leaderId,
    },
  );
  expect(sent.status).toBe(201);
  return sent.body.data as { id: number; externalId: string; provider: string; status: string };
}

/** Registers the set-up the yousign-provider tests share. */
export function useYousignProviderWorld() {
  beforeAll(async () => {
    standIn = await startYousignStandIn({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
    server = await startTestServer({
      YOUSIGN_API_KEY: API_KEY,
      YOUSIGN_BASE_URL: standIn.baseUrl,
      YOUSIGN_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    standIn.setWebhookUrl(`${server.baseUrl}/v1/webhooks/yousign`);
    for (const role of ['admin', 'manager', 'leader']) {
      tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
    }
    const onboarding = (await api('GET', '/v1/me/onboarding', tokens.leader as string)).body.data;
    structureId = onboarding.establishments.find((e: { legalStructure: unknown }) => e.legalStructure)
      .legalStructure.id;
    leaderId = (await api('GET', '/v1/me', tokens.leader as string)).body.data.id;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });
}
