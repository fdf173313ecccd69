// Recording lifecycle statuses on a transmission: each once (a platform event id seen before is a replay),
// the transmission's state and latest status following them. A rejection or refusal is final: a later
// status does not bring the transmission back (the correction is a credit note, then sending again).
import { eInvoiceEvents, eInvoiceTransmissions } from '@vetbo/db/schema/index';
import {
  isLifecycleCode,
  lifecycleLabel,
  stateAfterStatus,
  type TransmissionState,
} from '@vetbo/domain/billing/e-invoicing';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';
import type { ReceivedStatus } from './adapter.ts';

const FINAL: readonly TransmissionState[] = ['REJECTED', 'REFUSED'];

export async function recordStatuses(
  tx: Tx,
  transmission: { id: number; state: TransmissionState },
  statuses: readonly ReceivedStatus[],
  base: Partial<typeof eInvoiceTransmissions.$inferInsert> = {},
): Promise<void> {
  const ordered = [...statuses].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const inserted = ordered.length
    ? await tx
        .insert(eInvoiceEvents)
        .values(
          ordered.map((status) => ({
            transmissionId: transmission.id,
            direction: 'IN' as const,
            statusCode: status.code.slice(0, 20),
            label: lifecycleLabel(status.code, status.platformText).slice(0, 100),
            reason: status.reason,
            occurredDate: status.occurredAt,
            platformEventId: status.platformEventId,
            raw: status.raw ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ platformEventId: eInvoiceEvents.platformEventId, id: eInvoiceEvents.id })
    : [];
  const fresh = new Set(inserted.map((row) => row.platformEventId));
  const changes: Partial<typeof eInvoiceTransmissions.$inferInsert> = { ...base };
  let state = (base.state as TransmissionState | undefined) ?? transmission.state;
  for (const status of ordered) {
    if (status.platformEventId !== null && !fresh.has(status.platformEventId)) continue;
    const next = stateAfterStatus(status.code) ?? status.stateHint ?? null;
    if (isLifecycleCode(status.code) || next) {
      changes.lastStatusCode = status.code.slice(0, 20);
      changes.lastStatusDate = status.occurredAt;
    }
    if (!next || (FINAL.includes(state) && !FINAL.includes(next))) continue;
    state = next;
    if (FINAL.includes(next)) changes.rejectionReason = status.reason ?? status.platformText ?? status.code;
  }
  changes.state = state;
  await tx
    .update(eInvoiceTransmissions)
    .set({ ...changes, updatedDate: new Date() })
    .where(eq(eInvoiceTransmissions.id, transmission.id));
}
