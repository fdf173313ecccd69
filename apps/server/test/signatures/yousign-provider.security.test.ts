// The product configured with Yousign (YOUSIGN_API_KEY), against the local stand-in: staff send the
// mandates → the request is created, filled and activated at "Yousign" → the signer signs there → the
// signed webhooks bring the signed PDFs and the audit trail → the mandates are validated. A forged
// webhook is refused (401); a replayed event changes nothing.
import { describe, expect, it } from 'vitest';
import {
  accountWithMandate,
  api,
  send,
  server,
  standIn,
  tokens,
  useYousignProviderWorld,
  WEBHOOK_SECRET,
} from '../support/factories/yousign-provider-world.ts';

useYousignProviderWorld();

describe('[YOUSIGN] the product with Yousign as provider', () => {
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
});
