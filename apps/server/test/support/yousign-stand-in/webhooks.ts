// The stand-in's webhooks, signed as Yousign does (`X-Yousign-Signature-256: sha256=<hex HMAC-SHA256 of the
// raw body>`), each noted with the receiver's answer.
import { createHmac, randomUUID } from 'node:crypto';
import type { SentWebhook, StandInRequest } from './types.ts';
import { signerView, view } from './views.ts';

export function createWebhooks(
  find: (id: string) => StandInRequest,
  options: { webhookSecret: string; webhookUrl?: string },
) {
  const webhooks: SentWebhook[] = [];
  let webhookUrl = options.webhookUrl ?? null;

  async function sendWebhook(
    eventName: string,
    requestId: string,
    extra: { eventId?: string; secret?: string; signerId?: string } = {},
  ): Promise<Response> {
    if (!webhookUrl) throw new Error('Yousign stand-in: no webhook URL (setWebhookUrl)');
    const request = find(requestId);
    const signer = request.signers.find((candidate) => candidate.id === extra.signerId);
    const eventId = extra.eventId ?? randomUUID();
    const body = JSON.stringify({
      event_id: eventId,
      event_name: eventName,
      event_time: String(Math.floor(Date.now() / 1000)),
      subscription_id: 'stand-in-subscription',
      subscription_description: 'Yousign stand-in',
      sandbox: true,
      data: { signature_request: view(request), ...(signer ? { signer: signerView(request, signer) } : {}) },
    });
    const digest = createHmac('sha256', extra.secret ?? options.webhookSecret)
      .update(body)
      .digest('hex');
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Yousign Webhook Bot',
        'x-yousign-signature-256': `sha256=${digest}`,
        'x-yousign-retry': '0',
        'x-yousign-issued-at': new Date().toISOString(),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    webhooks.push({ eventId, eventName, requestId, status: response.status, body });
    return response;
  }

  /** Sends an event as Yousign would: a receiver that fails is noted (status 0), not thrown. */
  async function notify(eventName: string, requestId: string, signerId?: string) {
    if (!webhookUrl) return;
    await sendWebhook(eventName, requestId, { signerId }).catch((error: unknown) => {
      webhooks.push({ eventId: '', eventName, requestId, status: 0, body: String(error) });
    });
  }

  return {
    webhooks,
    setWebhookUrl(url: string | null) {
      webhookUrl = url;
    },
    sendWebhook,
    notify,
  };
}
