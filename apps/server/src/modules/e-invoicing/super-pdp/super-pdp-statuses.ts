// Super PDP's invoice events as our lifecycle statuses: `fr:212` is the reform's 212; its own `api:*`
// events (uploaded, validated, sent…) are kept under their own code, `api:invalid` and `api:rejected`
// (the file failed the platform's checks) ending the transmission as REJECTED. The reason is gathered from
// the event's `details` (reason, notes, reported data), as the platform documents them.
import { z } from 'zod';
import type { ReceivedStatus } from '../adapter.ts';

export const superPdpEvent = z.object({
  id: z.union([z.number(), z.string()]),
  invoice_id: z.union([z.number(), z.string()]),
  status_code: z.string(),
  status_text: z.string().nullish(),
  created_at: z.string().nullish(),
  data: z.object({ reason: z.unknown().optional() }).passthrough().nullish(),
  details: z
    .array(
      z
        .object({
          reason: z.unknown().optional(),
          notes: z
            .array(
              z
                .object({ subject: z.unknown().optional(), contents: z.array(z.unknown()).optional() })
                .passthrough(),
            )
            .optional(),
        })
        .passthrough(),
    )
    .nullish(),
});
export type SuperPdpEvent = z.infer<typeof superPdpEvent>;

const REJECTING_API_CODES = ['api:invalid', 'api:rejected'];

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (value && typeof value === 'object' && 'content' in value)
    return text((value as { content: unknown }).content);
  return null;
};

/** Every reason the event carries, once each, joined. */
function reasonOf(event: SuperPdpEvent): string | null {
  const parts: string[] = [];
  const add = (value: unknown) => {
    const found = text(value);
    if (found && !parts.includes(found)) parts.push(found);
  };
  add(event.data?.reason);
  for (const detail of event.details ?? []) {
    add(detail.reason);
    for (const note of detail.notes ?? []) for (const content of note.contents ?? []) add(content);
  }
  return parts.length ? parts.join(' · ').slice(0, 2000) : null;
}

export function toReceivedStatus(event: SuperPdpEvent): ReceivedStatus {
  const code = event.status_code.startsWith('fr:') ? event.status_code.slice(3) : event.status_code;
  return {
    platformEventId: String(event.id),
    platformDocumentId: String(event.invoice_id),
    code,
    platformText: event.status_text ?? null,
    reason: reasonOf(event),
    occurredAt: event.created_at ? new Date(event.created_at) : new Date(),
    ...(REJECTING_API_CODES.includes(event.status_code) ? { stateHint: 'REJECTED' as const } : {}),
    raw: event,
  };
}
