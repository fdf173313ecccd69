// POST /v1/webhooks/yousign: Yousign's events. The raw body's HMAC-SHA256 (X-Yousign-Signature-256)
// must match the webhook secret, else 401; an event already received (same event_id) is ignored.
// Outside the OpenAPI document: it is the provider's callback, not a call of the product's API.
import type { Db } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../../lib/problem.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { applyProviderEvent } from './signature-completion.ts';
import { parseYousignEvent, verifyYousignSignature } from './yousign/yousign-webhook.ts';

export function yousignWebhookRoutes(
  app: FastifyInstance,
  { db, provider, secret }: { db: Db; provider: SignatureProviderAdapter; secret?: string },
) {
  app.register(async (scope) => {
    // The signature covers the bytes as sent: keep them, parse after verifying.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 262_144 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/v1/webhooks/yousign', {
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['x-yousign-signature-256'];
        if (
          !secret ||
          !verifyYousignSignature(raw, typeof header === 'string' ? header : undefined, secret)
        ) {
          throw new ApiProblem(401, 'WEBHOOK_SIGNATURE_INVALID');
        }
        let event: ReturnType<typeof parseYousignEvent>;
        try {
          event = parseYousignEvent(JSON.parse(raw.toString('utf8')));
        } catch {
          throw new ApiProblem(400, 'VALIDATION_FAILED');
        }
        if (provider.kind !== 'YOUSIGN') return reply.status(202).send({ data: { outcome: 'ignored' } });
        const outcome = await applyProviderEvent(db, provider, event);
        request.log.info({ eventId: event.eventId, name: event.name, outcome }, 'yousign webhook');
        return reply.status(200).send({ data: { outcome } });
      },
    });
  });
}
