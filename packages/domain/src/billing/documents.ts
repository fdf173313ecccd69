// Invoices and credit notes as the API takes and answers them (issue 23; spec §2.10, §3.9, §3.11).
import { z } from 'zod';
import { VAT_CATEGORIES } from '../enums.ts';
import { optionalDate, optionalText, requiredEnum, requiredText } from '../fields.ts';
import { defineList } from '../list-definition.ts';
import { integerId, itemResponse, listResponse } from '../list-query.ts';
import { creditNoteListDeclaration, invoiceListDeclaration } from '../lists/billing.ts';
import { leaderDocumentListDeclaration } from '../lists/leader-documents.ts';
import { centsField } from '../money/cents.ts';
import {
  CREDIT_NOTE_CATEGORIES,
  CREDIT_NOTE_PAYMENT_METHODS,
  DOCUMENT_SERIES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  INVOICE_CATEGORIES,
  INVOICE_PAYMENT_METHODS,
  LINE_CATEGORIES,
  PAYMENT_STATUSES,
} from './enums.ts';

/** The most lines a document takes (a subscription run's invoice has one per period and discount). */
export const MAX_DOCUMENT_LINES = 500;

/** A line as the stepper sends it (spec §3.9 "invoice line template"). */
export const documentLineInputSchema = z
  .object({
    accountingCode: requiredText(20),
    productCode: optionalText(30),
    summary: requiredText(255),
    description: optionalText(2000),
    category: requiredEnum(LINE_CATEGORIES),
    vatCategory: requiredEnum(VAT_CATEGORIES),
    /** The unit price before VAT, in cents, written positive — a discount line's category takes it off. */
    amountBeforeTax: centsField,
    quantity: z
      .number({ error: 'invalidInteger' })
      .int('invalidInteger')
      .min(1, 'tooSmall')
      .max(100_000, 'tooBig')
      .default(1),
    analyticCode: optionalText(30),
  })
  .strict();
export type DocumentLineInput = z.output<typeof documentLineInputSchema>;

const target = {
  /** Exactly one of the establishment and the workgroup is billed. */
  veterinaryEstablishmentId: integerId.optional(),
  veterinaryGroupId: integerId.optional(),
};

function checkTarget(
  value: { veterinaryEstablishmentId?: number; veterinaryGroupId?: number },
  ctx: z.RefinementCtx,
) {
  const count =
    Number(value.veterinaryEstablishmentId !== undefined) + Number(value.veterinaryGroupId !== undefined);
  if (count !== 1) {
    const message = count === 0 ? 'required' : 'establishmentOrGroup';
    ctx.addIssue({ code: 'custom', path: ['veterinaryEstablishmentId'], message });
  }
}

const documentFields = {
  ...target,
  creditorId: integerId,
  paymentMethod: requiredEnum(INVOICE_PAYMENT_METHODS),
  /** The billing account debited or credited; by default the target's main billing account. */
  billingAccountId: integerId.optional(),
  /** The client's account in the creditor's ledger; by default the establishment's or group's. */
  accountingCode: optionalText(20),
  periodStartDate: optionalDate,
  periodEndDate: optionalDate,
  deliveryDate: optionalDate,
  lines: z
    .array(documentLineInputSchema, { error: 'invalidType' })
    .min(1, 'atLeastOne')
    .max(MAX_DOCUMENT_LINES, 'tooLong'),
  /** Keep it as a draft (no number yet) instead of issuing it now. */
  draft: z.boolean({ error: 'invalidType' }).default(false),
};

function checkPeriod(
  value: { periodStartDate?: string | null; periodEndDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (Boolean(value.periodStartDate) !== Boolean(value.periodEndDate)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.periodStartDate ? 'periodEndDate' : 'periodStartDate'],
      message: 'required',
    });
  } else if (value.periodStartDate && value.periodEndDate && value.periodEndDate < value.periodStartDate) {
    ctx.addIssue({ code: 'custom', path: ['periodEndDate'], message: 'endBeforeStart' });
  }
}

/** `POST /v1/veterinary_establishment_invoices`: the stepper's invoice or credit note, by hand. */
export const manualDocumentSchema = z
  .object({
    ...documentFields,
    documentType: requiredEnum(DOCUMENT_TYPES),
    category: requiredEnum([...new Set([...INVOICE_CATEGORIES, ...CREDIT_NOTE_CATEGORIES])] as [
      string,
      ...string[],
    ]),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkTarget(value, ctx);
    checkPeriod(value, ctx);
    const invoice = value.documentType === 'INVOICE';
    const categories: readonly string[] = invoice ? INVOICE_CATEGORIES : CREDIT_NOTE_CATEGORIES;
    if (!categories.includes(value.category))
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'invalidChoice' });
    if (!invoice && !(CREDIT_NOTE_PAYMENT_METHODS as readonly string[]).includes(value.paymentMethod))
      ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'invalidChoice' });
  })
  .meta({ id: 'ManualDocumentInput' });
export type ManualDocumentInput = z.output<typeof manualDocumentSchema>;

/** `POST /v1/credit_notes`: a credit note by hand, optionally against an issued invoice. */
export const creditNoteCreateSchema = z
  .object({
    ...documentFields,
    paymentMethod: requiredEnum(CREDIT_NOTE_PAYMENT_METHODS),
    category: requiredEnum(CREDIT_NOTE_CATEGORIES),
    precedingInvoiceId: integerId.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkTarget(value, ctx);
    checkPeriod(value, ctx);
  })
  .meta({ id: 'CreditNoteCreate' });
export type CreditNoteCreate = z.output<typeof creditNoteCreateSchema>;

/** `POST /v1/veterinary_establishment_credit_notes`: credit selected lines of an issued invoice. */
export const invoiceCreditSchema = z
  .object({
    invoiceId: integerId,
    lines: z
      .array(
        z
          .object({
            invoiceLineId: integerId,
            /** What to credit of the line before VAT, in cents; by default all that remains. */
            amountWithoutVat: centsField.optional(),
          })
          .strict(),
        { error: 'invalidType' },
      )
      .min(1, 'atLeastOne')
      .max(MAX_DOCUMENT_LINES, 'tooLong'),
    paymentMethod: requiredEnum(CREDIT_NOTE_PAYMENT_METHODS).default('NONE'),
    reason: optionalText(255),
  })
  .strict()
  .meta({ id: 'InvoiceCreditInput' });
export type InvoiceCreditInput = z.output<typeof invoiceCreditSchema>;

/** `PATCH /v1/invoices/{id}`, `/v1/credit_notes/{id}`: the payment status, nothing else. */
export const paymentUpdateSchema = z
  .object({
    paymentStatus: requiredEnum(['PARTIAL_PAID', 'PAID', 'REJECTED', 'UNCOLLECTIBLE', 'UNPAID'] as const),
    /** With PARTIAL_PAID: the whole amount paid so far, in cents. */
    paidAmount: centsField.optional(),
    /** The day the money came in (or the rejection); by default today. */
    paymentDate: optionalDate,
    comment: optionalText(255),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.paymentStatus === 'PARTIAL_PAID' && value.paidAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['paidAmount'], message: 'required' });
  })
  .meta({ id: 'PaymentUpdate' });
export type PaymentUpdate = z.output<typeof paymentUpdateSchema>;

export const documentLineSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    accountingCode: z.string(),
    productCode: z.string().nullable(),
    summary: z.string(),
    description: z.string().nullable(),
    category: z.enum(LINE_CATEGORIES),
    vatCategory: z.enum(VAT_CATEGORIES),
    vatRate: z.number().int().describe('Hundredths of a percent'),
    quantity: z.number().int(),
    unitPriceWithoutVat: z.number().int().describe('In cents'),
    amountWithoutVat: z.number().int().describe('In cents; negative for a discount line'),
    analyticCode: z.string().nullable(),
    veterinaryEstablishmentServicePeriodId: z.number().int().nullable(),
    veterinaryEstablishmentServiceDeliveryId: z.number().int().nullable(),
    creditedLineId: z.number().int().nullable(),
    /** On an invoice's line: what credit notes have credited of it so far, in cents. */
    creditedAmount: z.number().int(),
  })
  .meta({ id: 'DocumentLine' });

export const documentSchema = z
  .object({
    id: z.number().int(),
    documentType: z.enum(DOCUMENT_TYPES),
    series: z.enum(DOCUMENT_SERIES),
    status: z.enum(DOCUMENT_STATUSES),
    number: z.string().nullable().describe('Null while a draft'),
    incrementalNumber: z.number().int().nullable(),
    category: z.string(),
    creditorId: z.number().int(),
    creditorName: z.string(),
    veterinaryEstablishmentId: z.number().int().nullable(),
    veterinaryGroupId: z.number().int().nullable(),
    legalStructureId: z.number().int().nullable(),
    client: z.string().describe('The billed establishment or workgroup'),
    senderAddressIdentityName: z.string().nullable(),
    paymentMethod: z.enum(INVOICE_PAYMENT_METHODS),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    billingAccountId: z.number().int().nullable(),
    bankAccountRum: z.string().nullable(),
    accountingCode: z.string().nullable(),
    accountingMovementIncrementalNumber: z.number().int().nullable(),
    deliveryInformationCode: z.string().nullable(),
    amountWithoutVat: z.number().int().describe('In cents'),
    vatAmount: z.number().int().describe('In cents'),
    amountWithVat: z.number().int().describe('In cents'),
    paidAmount: z.number().int().describe('In cents'),
    issueDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    periodStartDate: z.string().nullable(),
    periodEndDate: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    precedingInvoiceId: z.number().int().nullable(),
    contentHash: z.string().nullable().describe('SHA-256 of the issued content chained to the previous one'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'BillingDocument' });
export type BillingDocumentAnswer = z.infer<typeof documentSchema>;

export const documentPaymentSchema = z.object({
  id: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paidAmount: z.number().int(),
  paymentDate: z.string(),
  comment: z.string().nullable(),
  userId: z.number().int().nullable(),
  createdDate: z.string(),
});

export const documentReminderSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  outboxMessageId: z.number().int().nullable(),
  createdDate: z.string(),
});

export const documentDetailSchema = documentSchema
  .extend({
    lines: z.array(documentLineSchema),
    vatBreakdown: z.array(
      z.object({
        vatCategory: z.enum(VAT_CATEGORIES),
        rate: z.number().int(),
        base: z.number().int(),
        vat: z.number().int(),
      }),
    ),
    payments: z.array(documentPaymentSchema),
    reminders: z.array(documentReminderSchema),
    precedingInvoiceNumber: z.string().nullable(),
  })
  .meta({ id: 'BillingDocumentDetail' });
export type BillingDocumentDetail = z.infer<typeof documentDetailSchema>;

export const invoiceList = defineList(invoiceListDeclaration);
export const creditNoteList = defineList(creditNoteListDeclaration);
export const leaderDocumentList = defineList(leaderDocumentListDeclaration);
export type LeaderDocumentListQuery = z.output<typeof leaderDocumentList.querySchema>;
export type InvoiceListQuery = z.output<typeof invoiceList.querySchema>;
export type CreditNoteListQuery = z.output<typeof creditNoteList.querySchema>;
export const documentListResponseSchema = listResponse(documentSchema);
export const documentResponseSchema = itemResponse(documentDetailSchema);

/** What a chain check answers: the first broken link, if any. */
export const chainCheckSchema = z
  .object({
    creditorId: z.number().int(),
    series: z.enum(DOCUMENT_SERIES),
    checked: z.number().int(),
    valid: z.boolean(),
    firstBrokenDocumentId: z.number().int().nullable(),
    firstBrokenNumber: z.string().nullable(),
  })
  .meta({ id: 'ChainCheck' });
export const chainCheckResponseSchema = z.object({ data: z.array(chainCheckSchema) });
