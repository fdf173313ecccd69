// No imports: the web's route tree (first download) reads these without zod.

/** QUEUED until the SMTP server took it (SENT) or every attempt failed (FAILED, with the reason). */
export const OUTBOX_STATES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** What made the product write the message (reminders and signature requests will add theirs). */
export const OUTBOX_KINDS = ['INVITATION', 'PASSWORD_RESET', 'SIGNATURE_REQUEST', 'SIGNATURE_CODE'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
