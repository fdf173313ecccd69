// The one interface behind which every e-invoicing platform sits (issue 24 §5): the built-in outbox
// (default) and Super PDP's API both implement it; the rest of the product only knows transmissions and
// their lifecycle events (packages/db/src/schema/e-invoicing.ts).
import type { EInvoicingAdapter as AdapterKind, TransmissionState } from '@vetbo/domain/billing/e-invoicing';

export interface DocumentToSend {
  /** Our `e_invoice_transmissions.id`. */
  transmissionId: number;
  documentId: number;
  /** `FVS-2026-000042`: the platform's external id, so a document is recognisable there. */
  number: string;
  /** The Factur-X PDF (PDF/A-3 with its CII XML); null for an adapter that does not need the bytes. */
  pdf: Buffer | null;
}

/** A lifecycle status as the platform reported it (or the outbox recorded it). */
export interface ReceivedStatus {
  /** Unique per platform: a second status with the same id is a replay and is ignored. */
  platformEventId: string | null;
  /** The platform's id of the document the status is about. */
  platformDocumentId: string | null;
  /** '200'…'213', '501', or the platform's own code. */
  code: string;
  /** The platform's own words for it (our French label is used for the reform's codes). */
  platformText: string | null;
  reason: string | null;
  occurredAt: Date;
  /** For a platform's own code that ends the transmission (Super PDP's `api:invalid`). */
  stateHint?: TransmissionState;
  raw: unknown;
}

export interface SendResult {
  platformId: string | null;
  /** SENT: the platform took the file and reports its statuses later; DEPOSITED: done (the outbox). */
  state: 'SENT' | 'DEPOSITED';
  statuses: ReceivedStatus[];
}

/** A status the product sends about its own document: 212 "Encaissée" with the day and amount cashed. */
export interface StatusToSend {
  code: '212';
  day: string;
  amountCents: number;
}

export interface EInvoicingAdapter {
  readonly kind: AdapterKind;
  /** Whether send() needs the PDF's bytes (the outbox links the document's own file instead). */
  readonly needsPdf: boolean;
  send(document: DocumentToSend): Promise<SendResult>;
  /** Sends a status about a document the platform has; answers the platform's id of that event. */
  sendStatus(platformId: string | null, status: StatusToSend): Promise<{ platformEventId: string | null }>;
  /** The statuses reported since `cursor` (null: from the start), and the cursor to read from next time. */
  pollStatuses?(cursor: string | null): Promise<{ statuses: ReceivedStatus[]; cursor: string | null }>;
}
