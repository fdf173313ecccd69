// The SEPA files' kinds and statuses, plain data (no zod): their list declaration names them.

export const SEPA_FILE_KINDS = ['DIRECT_DEBIT', 'CREDIT_TRANSFER'] as const;
export type SepaFileKind = (typeof SEPA_FILE_KINDS)[number];
export const SEPA_FILE_STATUSES = ['CREATED', 'SENT'] as const;
