// Yousign API v3 webhooks: the authenticity check (header `X-Yousign-Signature-256: sha256=<hex>`, the
// HMAC-SHA256 of the raw body with the subscription's secret) and the reading of an event into our
// SignatureEvent. Only signature request events (`signature_request.*`, `signer.*`, …) carry
// `data.signature_request`; any other event is refused as malformed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureRequestStatus } from '@vetbo/domain/enums';
import { z } from 'zod';
import type { SignatureEvent } from '../provider.ts';

export const YOUSIGN_SIGNATURE_HEADER = 'x-yousign-signature-256';

/** True when `header` is `sha256=` + the hex HMAC-SHA256 of exactly `rawBody` with `secret`. */
export function verifyYousignSignature(rawBody: Buffer, header: string | undefined, secret: string): boolean {
  if (!header || !secret) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** Yousign's request statuses, ours for each. */
const STATUSES: Record<string, SignatureRequestStatus> = {
  draft: 'DRAFT',
  approval: 'ONGOING',
  ongoing: 'ONGOING',
  done: 'DONE',
  declined: 'DECLINED',
  rejected: 'DECLINED',
  expired: 'EXPIRED',
  canceled: 'CANCELED',
  deleted: 'CANCELED',
};

const eventSchema = z.object({
  event_id: z.string().min(1),
  event_name: z.string().min(1),
  event_time: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]),
  data: z.object({
    signature_request: z.object({ id: z.string().min(1), status: z.string().min(1) }),
    signer: z.object({ id: z.string().min(1) }).nullish(),
  }),
});

/** Our status for a Yousign request status; throws on a status Yousign did not document. */
export function yousignStatus(status: string): SignatureRequestStatus {
  const ours = STATUSES[status];
  if (!ours) throw new Error(`Yousign webhook: unknown signature request status "${status}"`);
  return ours;
}

/**
 * The event a webhook body tells. `status` is the request's status for `signature_request.*` events (each
 * change of the request has one) and null for the others (`signer.done`, …), which are about a signer.
 */
export function parseYousignEvent(body: unknown): SignatureEvent {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(body)').join(', ');
    throw new Error(`Yousign webhook: malformed event (${where})`);
  }
  const event = parsed.data;
  const request = event.data.signature_request;
  return {
    eventId: event.event_id,
    name: event.event_name,
    occurredAt: new Date(Number(event.event_time) * 1000),
    externalRequestId: request.id,
    status: event.event_name.startsWith('signature_request.') ? yousignStatus(request.status) : null,
    externalSignerId: event.data.signer?.id ?? null,
    payload: body,
  };
}
