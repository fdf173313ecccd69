// The product configured with Yousign (YOUSIGN_API_KEY), against the local stand-in: staff send the
// mandates → the request is created, filled and activated at "Yousign" → the signer signs there → the
// signed webhooks bring the signed PDFs and the audit trail → the mandates are validated. A forged
// webhook is refused (401); a replayed event changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { startTestServer } from '../support/test-server.ts';
import { startYousignStandIn, type YousignStandIn } from '../support/yousign-stand-in.ts';

const API_KEY = 'stand-in-api-key-for-tests';
const WEBHOOK_SECRET = 'stand-in-webhook-secret';
let server: Awaited<ReturnType<typeof startTestServer>>;
let standIn: YousignStandIn;
const tokens: Record<string, string> = {};
let structureId: number;
let leaderId: number;

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  call(method, path, { baseUrl: server.baseUrl, token, body });

async function accountWithMandate() {
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

async function send(accountId: number) {
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

describe('[YOUSIGN] the product with Yousign as provider', () => {
  it('sends to Yousign, receives the signed webhooks, stores the signed PDF and validates the mandate', async () => {
    const account = await accountWithMandate();
    const request = await send(account.id);
    expect(request).toMatchObject({ provider: 'YOUSIGN', status: 'ONGOING' });
    const atYousign = standIn.requests.get(request.externalId);
    expect(atYousign?.status).toBe('ongoing');
    expect(atYousign?.documents).toHaveLength(1);
    expect(atYousign?.signers[0]?.info.email).toBe('leader@vetbo.test');

    // The built-in pages refuse a Yousign request: the leader signs at Yousign.
    const signerId = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data[0].signers[0].id;
    expect((await api('POST', `/v1/me/signers/${signerId}/codes`, tokens.leader as string)).body.code).toBe(
      'SIGNATURE_NOT_BUILT_IN',
    );

    await standIn.complete(request.externalId);
    const statuses = standIn.webhooks
      .filter((hook) => hook.requestId === request.externalId)
      .map((hook) => hook.status);
    expect(statuses).toEqual([200, 200]);

    const mandate = await api(
      'GET',
      `/v1/required_mandates/${account.requiredMandateId}`,
      tokens.admin as string,
    );
    expect(mandate.body.data.isValidated).toBe(true);
    const [done] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(done.status).toBe('DONE');
    const signed = await fetch(
      `${server.baseUrl}/v1/documents/${done.documents[0].signedDocumentId}/content`,
      {
        headers: { authorization: `Bearer ${tokens.admin}` },
      },
    );
    expect(Buffer.from(await signed.arrayBuffer()).toString('latin1')).toContain(
      '%Yousign stand-in signature',
    );
    const [confirmation] = (
      await api('GET', `/v1/yousign_signature_requests/${done.id}/confirmations`, tokens.admin as string)
    ).body.data;
    expect(confirmation).toMatchObject({ status: 'SIGNED', auditTrailDocumentId: expect.any(Number) });
  });

  it('refuses a forged webhook (401) and ignores a replayed event', async () => {
    const account = await accountWithMandate();
    const request = await send(account.id);
    const forged = await standIn.sendWebhook('signature_request.done', request.externalId, {
      secret: 'not-the-secret',
    });
    expect(forged.status).toBe(401);
    const unsigned = await fetch(`${server.baseUrl}/v1/webhooks/yousign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(401);
    // Whatever the body, an unsigned one is refused for its signature first: never read as JSON (400),
    // never checked for text (400), never looked up.
    const webhook = (body: string | undefined, headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/v1/webhooks/yousign`, { method: 'POST', headers, body });
    const forgedBodies: [string | undefined, Record<string, string>][] = [
      ['{"event_id": ', { 'content-type': 'application/json' }],
      ['{"event_id":"\\u0000"}', { 'content-type': 'application/json' }],
      ['not json at all', { 'content-type': 'text/plain' }],
      ['<xml/>', { 'content-type': 'application/xml' }],
      [undefined, {}],
      [JSON.stringify({ event_id: 'x', data: { signature_request: { id: request.externalId } } }), {}],
    ];
    for (const [body, headers] of forgedBodies) {
      const answer = await webhook(body, {
        ...headers,
        'x-yousign-signature-256': `sha256=${'0'.repeat(64)}`,
      });
      expect(answer.status, String(body)).toBe(401);
      expect(((await answer.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    // A body signed with the secret but not JSON is malformed.
    const { createHmac } = await import('node:crypto');
    const signedGarbage = 'signed but not json';
    const malformed = await webhook(signedGarbage, {
      'content-type': 'application/json',
      'x-yousign-signature-256': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(signedGarbage).digest('hex')}`,
    });
    expect(malformed.status).toBe(400);

    // The request declines; the same event sent again is a replay and changes nothing.
    await standIn.decline(request.externalId);
    const declined = standIn.webhooks.at(-1);
    expect(declined?.status).toBe(200);
    const [afterDecline] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(afterDecline.status).toBe('DECLINED');
    const replay = await standIn.sendWebhook('signature_request.done', request.externalId, {
      eventId: declined?.eventId,
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { data: { outcome: string } }).data.outcome).toBe('replay');
    const [still] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(still.status).toBe('DECLINED');
    const mandate = await api(
      'GET',
      `/v1/required_mandates/${account.requiredMandateId}`,
      tokens.admin as string,
    );
    expect(mandate.body.data.isValidated).toBe(false);
  });

  it('a request cancelled here stays CANCELED whatever Yousign reports later, and validates no mandate', async () => {
    const account = await accountWithMandate();
    const request = await send(account.id);
    const cancelled = await api(
      'POST',
      `/v1/yousign_signature_requests/${request.id}/cancellation`,
      tokens.manager as string,
    );
    expect(cancelled.status).toBe(204);
    const atYousign = standIn.requests.get(request.externalId);
    expect(atYousign?.status).toBe('canceled');
    // The signer had signed at Yousign before our cancellation reached it: its events arrive late.
    if (atYousign) atYousign.status = 'ongoing';
    const activated = await standIn.sendWebhook('signature_request.activated', request.externalId);
    expect(activated.status).toBe(200);
    await standIn.complete(request.externalId);
    const late = standIn.webhooks.filter((hook) => hook.requestId === request.externalId);
    expect(late.map((hook) => hook.status)).toEqual([200, 200, 200]);

    const [still] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(still.status).toBe('CANCELED');
    expect(still.documents[0].signedDocumentId).toBeNull();
    expect(still.signers[0].status).toBe('PENDING');
    const mandate = await api(
      'GET',
      `/v1/required_mandates/${account.requiredMandateId}`,
      tokens.admin as string,
    );
    expect(mandate.body.data.isValidated).toBe(false);
  });

  it('answers 502 and sends nothing when Yousign refuses the request', async () => {
    const account = await accountWithMandate();
    await standIn.close();
    const refused = await api(
      'POST',
      `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
      tokens.manager as string,
      {
        signerUserId: leaderId,
      },
    );
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('SIGNATURE_PROVIDER_FAILED');
    const [canceled] = (
      await api(
        'GET',
        `/v1/billing_accounts/${account.id}/yousign_signature_requests`,
        tokens.manager as string,
      )
    ).body.data;
    expect(canceled.status).toBe('CANCELED');
  });
});
