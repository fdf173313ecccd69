// POST /v1/webhooks/yousign: Yousign's events. The raw body's HMAC-SHA256 (X-Yousign-Signature-256) must
// match the webhook secret, else 401 — checked in the body parser, as soon as the bytes are in and before
// any other work on them: no JSON parsing, no text check, no database read for an unsigned call. An event
// already received (same event_id) is ignored.
// Outside the OpenAPI document: it is the provider's callback, not a call of the product's API.
import type { Db } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { refusal } from '../../lib/problem.ts';
import type { SignatureProviderAdapter } from './provider.ts';
import { applyProviderEvent } from './signature-completion.ts';
import { SIGNATURE_PROBLEMS } from './signatures.problems.ts';
import {
  parseYousignEvent,
  verifyYousignSignature,
  YOUSIGN_SIGNATURE_HEADER,
} from './yousign/yousign-webhook.ts';

const BODY_LIMIT = 262_144;

export function yousignWebhookRoutes(
  app: FastifyInstance,
  { db, provider, secret }: { db: Db; provider: SignatureProviderAdapter; secret?: string },
) {
  /** Whether the call carries the HMAC of exactly these bytes (never without a secret). */
  const signed = (headers: Record<string, string | string[] | undefined>, raw: Buffer) => {
    const header = headers[YOUSIGN_SIGNATURE_HEADER];
    return (
      Boolean(secret) &&
      verifyYousignSignature(raw, typeof header === 'string' ? header : undefined, secret ?? '')
    );
  };

  app.register(async (scope) => {
    // The signature covers the bytes as sent: every content type is read as bytes and checked first.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, body, done) => {
      const raw = body as Buffer;
      if (!signed(request.headers, raw))
        return done(refusal(SIGNATURE_PROBLEMS.WEBHOOK_SIGNATURE_INVALID), undefined);
      parseJson(request, raw.toString('utf8'), (error, value) =>
        done(error ? refusal(HTTP_PROBLEMS.VALIDATION_FAILED) : null, error ? undefined : value),
      );
    });
    scope.post('/v1/webhooks/yousign', {
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        // No body at all never reached the parser: its signature is checked here (an empty one).
        if (request.body === undefined) {
          if (!signed(request.headers, Buffer.alloc(0)))
            throw refusal(SIGNATURE_PROBLEMS.WEBHOOK_SIGNATURE_INVALID);
          throw refusal(HTTP_PROBLEMS.VALIDATION_FAILED);
        }
        let event: ReturnType<typeof parseYousignEvent>;
        try {
          event = parseYousignEvent(request.body);
        } catch {
          throw refusal(HTTP_PROBLEMS.VALIDATION_FAILED);
        }
        if (provider.kind !== 'YOUSIGN') return reply.status(202).send({ data: { outcome: 'ignored' } });
        const outcome = await applyProviderEvent(db, provider, event);
        request.log.info({ eventId: event.eventId, name: event.name, outcome }, 'yousign webhook');
        return reply.status(200).send({ data: { outcome } });
      },
    });
  });
}
