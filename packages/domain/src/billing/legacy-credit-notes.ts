// The legacy establishment credit notes (issue 23 §3; api-catalogue "Legacy establishment credit notes",
// spec §3.9 and §4): credit notes of the former system, kept under /legacy until the accounting treats them.
import { z } from 'zod';
import { optionalText, requiredDate, requiredEnum, requiredText } from '../fields.ts';
import { defineList } from '../list-definition.ts';
import { integerId, itemResponse, listResponse } from '../list-query.ts';
import { legacyCreditNoteListDeclaration } from '../lists/billing.ts';
import { centsField } from '../money/cents.ts';
import { answerShape } from '../record-fields.ts';
import { CREDIT_NOTE_CATEGORIES, TREATMENT_STATUSES } from './enums.ts';

/** The most notes one "mark selection as treated" takes (a page of the list at its largest). */
export const MAX_BULK_LEGACY_CREDIT_NOTES = 500;

const legacyCreditNoteFields = {
  veterinaryEstablishmentId: integerId,
  /** The former system's number, unique: it names the document in the accounting. */
  documentCode: requiredText(50),
  documentDate: requiredDate,
  documentType: requiredEnum(CREDIT_NOTE_CATEGORIES).default('CREDIT_NOTE'),
  /** The credit note's amount with VAT, written positive. */
  unitPriceWithVat: centsField,
  label: optionalText(255),
};

export const legacyCreditNoteCreateSchema = z
  .object(legacyCreditNoteFields)
  .strict()
  .meta({ id: 'LegacyEstablishmentCreditNoteCreate' });
export type LegacyCreditNoteCreate = z.output<typeof legacyCreditNoteCreateSchema>;
export type LegacyCreditNoteCreateInput = z.input<typeof legacyCreditNoteCreateSchema>;

/**
 * PATCH {id}: the editable fields while UNTREATED, and `accountingStatus` UNTREATED → TREATED. A TREATED
 * note never changes again (docs/decisions.md "A treated legacy credit note is final"): the server refuses
 * any field that would differ from the stored one.
 */
export const legacyCreditNoteUpdateSchema = z
  .object({
    documentDate: requiredDate,
    documentType: requiredEnum(CREDIT_NOTE_CATEGORIES),
    unitPriceWithVat: centsField,
    label: optionalText(255),
    accountingStatus: requiredEnum(TREATMENT_STATUSES),
  })
  .partial()
  .strict()
  .meta({ id: 'LegacyEstablishmentCreditNoteUpdate' });
export type LegacyCreditNoteUpdate = z.output<typeof legacyCreditNoteUpdateSchema>;

/** "Mark selection as treated" (spec §4): every note named becomes TREATED, or none does. */
export const legacyCreditNoteBulkSchema = z
  .object({
    ids: z
      .array(integerId, { error: 'invalidType' })
      .min(1, 'atLeastOne')
      .max(MAX_BULK_LEGACY_CREDIT_NOTES, 'tooLong'),
  })
  .strict()
  .meta({ id: 'LegacyEstablishmentCreditNotesBulkTreatment' });
export type LegacyCreditNoteBulk = z.output<typeof legacyCreditNoteBulkSchema>;

export const legacyCreditNoteSchema = z
  .object({
    id: z.number().int(),
    // A calendar date's rule is not one answerShape reads (an ISO date format): its answer is a text.
    ...answerShape(legacyCreditNoteFields, {
      documentDate: { documentDate: z.string().describe('YYYY-MM-DD') },
    }),
    veterinaryEstablishmentName: z.string(),
    veterinaryEstablishmentPrivilegedCode: z.string(),
    accountingStatus: z.enum(TREATMENT_STATUSES),
    moderationUserId: z.number().int().nullable().describe('Who marked it treated'),
    moderationUserName: z.string().nullable(),
    treatedDate: z.string().nullable().describe('When it was marked treated (YYYY-MM-DDTHH:mm:ssZ)'),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .meta({ id: 'LegacyEstablishmentCreditNote' });
export type LegacyCreditNote = z.infer<typeof legacyCreditNoteSchema>;

export const legacyCreditNoteList = defineList(legacyCreditNoteListDeclaration);
export type LegacyCreditNoteListQuery = z.output<typeof legacyCreditNoteList.querySchema>;
export const legacyCreditNoteListResponseSchema = listResponse(legacyCreditNoteSchema);
export const legacyCreditNoteResponseSchema = itemResponse(legacyCreditNoteSchema);

export const LEGACY_CREDIT_NOTE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** The list's filters and sorts (every row, no page) and the file format. */
export const legacyCreditNoteExportQuerySchema = (
  legacyCreditNoteList.filterSchema as unknown as z.ZodObject
).extend({
  format: z.enum(LEGACY_CREDIT_NOTE_EXPORT_FORMATS, { error: 'invalidChoice' }).default('csv'),
}) as unknown as z.ZodType<
  Omit<LegacyCreditNoteListQuery, 'page' | 'limit'> & {
    format: (typeof LEGACY_CREDIT_NOTE_EXPORT_FORMATS)[number];
  }
>;

/** The bulk answer: the notes as they now are. */
export const legacyCreditNoteBulkResponseSchema = z
  .object({ data: z.array(legacyCreditNoteSchema) })
  .meta({ id: 'LegacyEstablishmentCreditNotesBulkAnswer' });
