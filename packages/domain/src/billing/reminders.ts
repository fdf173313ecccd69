// Unpaid-invoice reminders (issue 23 §5): overdue unpaid invoices selected, previewed, then sent — one
// e-mail per billing contact and creditor, the invoices' PDFs attached.
import { z } from 'zod';
import { integerId } from '../list-query.ts';

export const reminderRequestSchema = z
  .object({
    invoiceIds: z.array(integerId, { error: 'invalidType' }).min(1, 'atLeastOne').max(200, 'tooLong'),
  })
  .strict()
  .meta({ id: 'ReminderRequest' });
export type ReminderRequest = z.output<typeof reminderRequestSchema>;

/** Why an invoice of the selection gets no reminder. */
export const REMINDER_REFUSALS = ['NOT_FOUND', 'NOT_ISSUED', 'PAID', 'NOT_OVERDUE', 'NO_CONTACT'] as const;

export const reminderMailSchema = z.object({
  recipient: z.string(),
  creditorId: z.number().int(),
  subject: z.string(),
  textBody: z.string(),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      dueDate: z.string(),
      amountDue: z.number().int().describe('In cents'),
    }),
  ),
  outboxMessageId: z.number().int().nullable().describe('Null in a preview'),
});

export const reminderAnswerSchema = z
  .object({
    data: z.object({
      mails: z.array(reminderMailSchema),
      refused: z.array(z.object({ invoiceId: z.number().int(), reason: z.enum(REMINDER_REFUSALS) })),
    }),
  })
  .meta({ id: 'ReminderAnswer' });
export type ReminderAnswer = z.output<typeof reminderAnswerSchema>['data'];
