// A confirmed change of bank details cancels the signature under way at the provider too (Yousign, played
// by the local stand-in): the leader can no longer sign a mandate form that shows the old IBAN there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { ACCOUNT_IBAN, OTHER_BANK_IBAN } from '../support/factories/bank-details-world.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startTestServer } from '../support/test-server.ts';
import { startYousignStandIn, type YousignStandIn } from '../support/yousign-stand-in.ts';

const API_KEY = 'stand-in-api-key-for-tests';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';
let server: Awaited<ReturnType<typeof startTestServer>>;
let standIn: YousignStandIn;
const tokens: Record<string, string> = {};

const api = (method: string, path: string, token: string, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

beforeAll(async () => {
  standIn = await startYousignStandIn({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET });
  server = await startTestServer({
    YOUSIGN_API_KEY: API_KEY,
    YOUSIGN_BASE_URL: standIn.baseUrl,
    YOUSIGN_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  standIn.setWebhookUrl(`${server.baseUrl}/v1/webhooks/yousign`);
  for (const role of ['admin', 'accountant', 'leader']) {
    tokens[role] = await signInForAccessToken(server.baseUrl, `${role}@vetbo.test`, 'vetbo-demo');
  }
}, 120_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

describe('[BANK DETAILS] with Yousign as provider', () => {
  it('a confirmed change cancels the request at Yousign as well as here', async () => {
    const admin = tokens.admin as string;
    const accountant = tokens.accountant as string;
    const leader = tokens.leader as string;
    const onboarding = (await api('GET', '/v1/me/onboarding', leader)).body.data;
    const structureId = onboarding.establishments.find((e: { legalStructure: unknown }) => e.legalStructure)
      .legalStructure.id;
    const leaderId = (await api('GET', '/v1/me', leader)).body.data.id;
    const account = await api('POST', '/v1/billing_accounts', admin, {
      legalStructureId: structureId,
      entitled: `Compte Yousign ${Date.now().toString(36)}`,
      iban: ACCOUNT_IBAN,
      bicSwift: 'AGRIFRPP',
      identityName: 'SELARL des Tilleuls',
    });
    const id = account.body.data.id as number;
    const [mandate] = (await api('GET', '/v1/mandates?limit=1', admin)).body.data;
    await api('POST', '/v1/required_mandates', admin, { billingAccountId: id, mandateId: mandate.id });
    const sent = await api('POST', `/v1/billing_accounts/${id}/yousign_signature_requests`, admin, {
      signerUserId: leaderId,
    });
    expect(sent.status).toBe(201);
    const externalId = sent.body.data.externalId as string;
    expect(standIn.requests.get(externalId)?.status).toBe('ongoing');

    const asked = await api('POST', `/v1/billing_accounts/${id}/bank_details_changes`, accountant, {
      iban: OTHER_BANK_IBAN,
      bicSwift: 'COBADEFFXXX',
    });
    // Asked only: the signature goes on at Yousign.
    expect(standIn.requests.get(externalId)?.status).toBe('ongoing');
    const confirmed = await api(
      'POST',
      `/v1/billing_accounts/${id}/bank_details_changes/${asked.body.data.id}/confirmation`,
      admin,
    );
    expect(confirmed.status).toBe(200);
    expect(standIn.requests.get(externalId)?.status).toBe('canceled');
    const [request] = (await api('GET', `/v1/billing_accounts/${id}/yousign_signature_requests`, admin)).body
      .data;
    expect(request.status).toBe('CANCELED');
  });
});
