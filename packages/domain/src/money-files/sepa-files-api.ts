// The SEPA files' API (issue 24 §1–§3): making direct-debit and transfer files from a selection of
// documents, their list, detail and download, "sent", and a bank's rejection of one transaction.
import { z } from 'zod';
import { optionalText, requiredDate, requiredEnum, requiredText } from '../fields.ts';
import { defineList } from '../list-definition.ts';
import { integerId, listResponse } from '../list-query.ts';
import { sepaFileListDeclaration } from '../lists/sepa-files.ts';
import { CREDIT_TRANSFER_EXCLUSIONS, type CreditTransferExclusion } from './sepa/credit-transfer-plan.ts';
import { DIRECT_DEBIT_EXCLUSIONS, type DirectDebitExclusion } from './sepa/direct-debit-plan.ts';
import {
  CREDIT_TRANSFER_VERSIONS as CREDIT_TRANSFER_SCHEMAS,
  DIRECT_DEBIT_VERSIONS as DIRECT_DEBIT_SCHEMAS,
} from './sepa/types.ts';
import { SEPA_FILE_KINDS, SEPA_FILE_STATUSES, type SepaFileKind } from './sepa-file-kinds.ts';

export { SEPA_FILE_KINDS, SEPA_FILE_STATUSES, type SepaFileKind } from './sepa-file-kinds.ts';

/** Why a selected document was left out of the files (the answer lists each one): the plans' reasons. */
export const SEPA_EXCLUSION_REASONS = [
  ...new Set(['NOT_FOUND', ...DIRECT_DEBIT_EXCLUSIONS, ...CREDIT_TRANSFER_EXCLUSIONS] as const),
] as [SepaExclusionBase, ...SepaExclusionBase[]];
type SepaExclusionBase = 'NOT_FOUND' | DirectDebitExclusion | CreditTransferExclusion;
export type SepaExclusionReason = SepaExclusionBase;

const selection = (what: string) =>
  z.array(integerId, { error: 'invalidType' }).min(1, 'atLeastOne').max(20_000, 'tooLong').describe(what);

/** `POST /v1/invoice_direct_debits`: the "XML SEPA export" panel of the invoices. */
export const directDebitRequestSchema = z
  .object({
    invoiceIds: selection('The invoices to collect; only unpaid ones paid by direct debit go in'),
    /** The day the banks debit the accounts (ReqdColltnDt). */
    collectionDate: requiredDate,
    schemaVersion: requiredEnum(DIRECT_DEBIT_SCHEMAS).default('pain.008.001.08'),
  })
  .strict()
  .meta({ id: 'DirectDebitRequest' });
export type DirectDebitRequest = z.output<typeof directDebitRequestSchema>;

/** `POST /v1/credit_note_bank_transfers`: the "XML SEPA export" panel of the credit notes. */
export const creditTransferRequestSchema = z
  .object({
    creditNoteIds: selection('The credit notes to pay back; only unpaid ones paid by bank transfer go in'),
    /** The day the creditor's bank executes the transfers (ReqdExctnDt). */
    executionDate: requiredDate,
    schemaVersion: requiredEnum(CREDIT_TRANSFER_SCHEMAS).default('pain.001.001.09'),
  })
  .strict()
  .meta({ id: 'CreditTransferRequest' });
export type CreditTransferRequest = z.output<typeof creditTransferRequestSchema>;

export const sepaFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(SEPA_FILE_KINDS),
    creditorId: z.number().int(),
    creditorName: z.string(),
    messageId: z.string(),
    schemaVersion: z.string(),
    requestedDate: z.string(),
    transactionCount: z.number().int(),
    /** In cents. */
    controlSum: z.number().int(),
    fileName: z.string(),
    status: z.enum(SEPA_FILE_STATUSES),
    sentDate: z.string().nullable(),
    createdByName: z.string().nullable(),
    createdDate: z.string(),
  })
  .meta({ id: 'SepaFile' });
export type SepaFile = z.infer<typeof sepaFileSchema>;

export const sepaFileItemSchema = z
  .object({
    id: z.number().int(),
    documentId: z.number().int(),
    number: z.string(),
    clientName: z.string(),
    /** In cents. */
    amount: z.number().int(),
    rum: z.string().nullable(),
    sequenceType: z.string().nullable(),
    status: z.enum(['INCLUDED', 'REJECTED']),
    rejectionReason: z.string().nullable(),
    rejectedDate: z.string().nullable(),
  })
  .meta({ id: 'SepaFileItem' });
export type SepaFileItem = z.infer<typeof sepaFileItemSchema>;

export const sepaExclusionSchema = z
  .object({
    documentId: z.number().int(),
    number: z.string().nullable(),
    reason: z.enum(SEPA_EXCLUSION_REASONS),
  })
  .meta({ id: 'SepaExclusion' });
export type SepaExclusion = z.infer<typeof sepaExclusionSchema>;

export const sepaFilesMadeResponseSchema = z.object({
  data: z.object({ files: z.array(sepaFileSchema), excluded: z.array(sepaExclusionSchema) }),
});
export type SepaFilesMade = z.infer<typeof sepaFilesMadeResponseSchema>['data'];

export const sepaFileList = defineList(sepaFileListDeclaration);

/**
 * One kind's files (`kind`, required: each screen lists one) on the list declaration
 * (lists/sepa-files.ts), and `creditorId`, the one creditor the screen's filter picks (`creditorId[]`
 * takes several).
 */
export const sepaFileListQuerySchema = (sepaFileList.querySchema as unknown as z.ZodObject).extend({
  kind: requiredEnum(SEPA_FILE_KINDS).describe('The files of this kind'),
  creditorId: integerId.optional().describe('The files of this creditor'),
}) as unknown as z.ZodType<
  z.output<typeof sepaFileList.querySchema> & { kind: SepaFileKind; creditorId?: number | undefined }
>;
export type SepaFileListQuery = z.output<typeof sepaFileListQuerySchema>;
export const sepaFileListResponseSchema = listResponse(sepaFileSchema);
export const sepaFileResponseSchema = z.object({
  data: sepaFileSchema.extend({ items: z.array(sepaFileItemSchema) }),
});
export const sepaFileIdParams = z.object({ id: integerId });
export const sepaFileItemParams = z.object({ id: integerId, itemId: integerId });

/** `PATCH /v1/sepa_files/{id}`: the file was handed to the bank. */
export const sepaFileUpdateSchema = z
  .object({ status: z.literal('SENT', { error: 'invalidEnum' }) })
  .strict()
  .meta({ id: 'SepaFileUpdate' });

/** `POST /v1/sepa_files/{id}/items/{itemId}/rejection`: an R-transaction from the bank. */
export const sepaItemRejectionSchema = z
  .object({
    /** The bank's reason (ISO code and text, e.g. "AM04 Provision insuffisante"). */
    reason: requiredText(255),
    comment: optionalText(255),
  })
  .strict()
  .meta({ id: 'SepaItemRejection' });
export type SepaItemRejection = z.output<typeof sepaItemRejectionSchema>;
