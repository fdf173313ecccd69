// No imports: the web's route tree (first download) reads these without zod.

/** QUEUED until the SMTP server took it (SENT) or every attempt failed (FAILED, with the reason). */
export const OUTBOX_STATES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** What made the product write the message (reminders and signature requests will add theirs). */
export const OUTBOX_KINDS = [
  'INVITATION',
  'PASSWORD_RESET',
  'SIGNATURE_REQUEST',
  'SIGNATURE_CODE',
  /** A signature request cancelled after too many wrong codes: the signer is told why (issue 20). */
  'SIGNATURE_CANCELED',
  /** A leader job given, changed or ended: the establishments the person now signs for (issue 20). */
  'LEADER_NOTICE',
  /** Sent to the former address after an e-mail change (issue 20). */
  'EMAIL_CHANGED',
  /** Overdue invoices recalled to the client's billing contact, their PDFs attached (issue 23 §5). */
  'INVOICE_REMINDER',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
