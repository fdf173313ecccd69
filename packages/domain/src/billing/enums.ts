// Billing's enumerations (spec §3.11, api-catalogue §3). Plain data: the web reads them before its first paint.

/** What an invoice bills (the interface's CREDIT_NOTE and SELF_BILLING are credit notes' categories here). */
export const INVOICE_CATEGORIES = [
  'ALIM',
  'DEPOSIT_ALIM',
  'OTHER',
  'SERVICE_DELIVERY',
  'SUBSCRIPTION',
] as const;
export type InvoiceCategory = (typeof INVOICE_CATEGORIES)[number];

export const CREDIT_NOTE_CATEGORIES = ['ALIM', 'CREDIT_NOTE', 'OTHER', 'SELF_BILLING'] as const;
export type CreditNoteCategory = (typeof CREDIT_NOTE_CATEGORIES)[number];

export const CREDIT_NOTE_PAYMENT_METHODS = ['BANK_TRANSFER', 'CHEQUE', 'CREDIT_CARD', 'NONE'] as const;
export type CreditNotePaymentMethod = (typeof CREDIT_NOTE_PAYMENT_METHODS)[number];

/** The establishment's or group's billing account is debited under its SEPA mandate for the creditor. */
export const DIRECT_DEBIT_METHODS = [
  'SPECIFIC_BILLING_ACCOUNT',
  'VETERINARY_ESTABLISHMENT_BILLING_ACCOUNT',
  'VETERINARY_GROUP_BILLING_ACCOUNT',
] as const;
export const INVOICE_PAYMENT_METHODS = [...CREDIT_NOTE_PAYMENT_METHODS, ...DIRECT_DEBIT_METHODS] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
export const isDirectDebit = (method: string) => (DIRECT_DEBIT_METHODS as readonly string[]).includes(method);

export const PAYMENT_STATUSES = ['PARTIAL_PAID', 'PAID', 'REJECTED', 'UNCOLLECTIBLE', 'UNPAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const LINE_CATEGORIES = [
  'DEPOSIT',
  'EARLY_PAYMENT_DISCOUNT',
  'PRODUCT_DISCOUNT',
  'PRODUCT_SALES',
  'SERVICE_DELIVERY_DISCOUNT',
  'SERVICE_DELIVERY_SALES',
  'SERVICE_DISCOUNT',
  'SERVICE_SALES',
] as const;
export type LineCategory = (typeof LINE_CATEGORIES)[number];
/** A discount line takes its amount off the document: it is written negative. */
export const DISCOUNT_LINE_CATEGORIES: readonly LineCategory[] = [
  'EARLY_PAYMENT_DISCOUNT',
  'PRODUCT_DISCOUNT',
  'SERVICE_DELIVERY_DISCOUNT',
  'SERVICE_DISCOUNT',
];
export const isDiscountLine = (category: LineCategory) => DISCOUNT_LINE_CATEGORIES.includes(category);

export const DOCUMENT_TYPES = ['INVOICE', 'CREDIT_NOTE'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Each creditor numbers these three series apart (issue 23 §1). */
export const DOCUMENT_SERIES = ['INVOICE', 'CREDIT_NOTE', 'SELF_BILLING'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

export const DOCUMENT_STATUSES = ['DRAFT', 'ISSUED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const TREATMENT_STATUSES = ['UNTREATED', 'TREATED'] as const;
export type TreatmentStatus = (typeof TREATMENT_STATUSES)[number];

export const ACCOUNTING_JOURNALS = [
  'INVOICE_JOURNAL',
  'CREDIT_NOTE_JOURNAL',
  'SELF_BILLING_JOURNAL',
] as const;
