// The sales-journal and FEC exports' query strings (api-catalogue "Sales-journal exports", issue 24 §6).
import { z } from 'zod';
import { MAX_ID } from '../../list-query.ts';

export const JOURNAL_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

/** A required id in a query string: "required" when missing, "invalidInteger" when not a whole number. */
const requiredQueryId = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidInteger') })
    .int('invalidInteger')
    .positive('tooSmall')
    .max(MAX_ID, 'tooBig'),
);

const optionalQueryId = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: 'invalidInteger' })
    .int('invalidInteger')
    .positive('tooSmall')
    .max(MAX_ID, 'tooBig')
    .optional(),
);

const format = z.enum(JOURNAL_EXPORT_FORMATS, { error: 'invalidChoice' }).default('csv');

/** `?fromInvoiceId&toInvoiceId` (or the credit notes' names): an id range, both ends included. */
function rangeQuery<const From extends string, const To extends string>(from: From, to: To) {
  return z
    .object({
      [from]: requiredQueryId.describe('The first document id of the range (included)'),
      [to]: requiredQueryId.describe('The last document id of the range (included)'),
      creditorId: optionalQueryId.describe(
        'Only this creditor’s documents (each creditor keeps its own books)',
      ),
      format,
    } as { [K in From | To]: typeof requiredQueryId } & {
      creditorId: typeof optionalQueryId;
      format: typeof format;
    })
    .superRefine((query, ctx) => {
      const values = query as Record<string, unknown>;
      if ((values[to] as number) < (values[from] as number))
        ctx.addIssue({ code: 'custom', path: [to], message: 'tooSmall' });
    });
}

export const invoiceJournalQuerySchema = rangeQuery('fromInvoiceId', 'toInvoiceId');
export const creditNoteJournalQuerySchema = rangeQuery('fromCreditNoteId', 'toCreditNoteId');

/** The FEC of one creditor and fiscal year (the calendar year: fiscal-year days, fec.ts). */
export const fecQuerySchema = z.object({
  creditorId: requiredQueryId.describe('The creditor whose books the file holds'),
  fiscalYear: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidInteger') })
      .int('invalidInteger')
      .min(2000, 'tooSmall')
      .max(2100, 'tooBig')
      .describe('The fiscal year (1 January – 31 December)'),
  ),
});
