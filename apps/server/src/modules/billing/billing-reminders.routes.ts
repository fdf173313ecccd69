// Unpaid-invoice reminders: a preview (nothing written), then the sending (ADMIN, ACCOUNTANT).
import type { Db } from '@vetbo/db/database';
import { reminderAnswerSchema, reminderRequestSchema } from '@vetbo/domain/billing/reminders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { areaAccess } from '../../lib/route-access.ts';
import type { Mailer } from '../mail/public.ts';
import { remindInvoices } from './remind-invoices.ts';

const billing = areaAccess('billing');
const accounting = areaAccess('accounting');
const tags = ['Factures et avoirs'];

export function billingRemindersRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/invoice_reminders/preview', {
    config: billing.read,
    schema: {
      tags,
      operationId: 'previewInvoiceReminders',
      summary:
        'The reminder e-mails the selection would send (one per billing contact and creditor) and the invoices left out with why; nothing is written',
      body: reminderRequestSchema,
      response: { 200: reminderAnswerSchema },
    },
    handler: async (request) => ({
      data: await remindInvoices(db, request.body, { send: false, userId: request.user?.id ?? null }),
    }),
  });

  r.post('/v1/invoice_reminders', {
    config: accounting.write,
    schema: {
      tags,
      operationId: 'sendInvoiceReminders',
      summary:
        'Send reminders for the overdue unpaid invoices of the selection: one e-mail per billing contact and creditor with the PDFs attached, recorded on each invoice',
      body: reminderRequestSchema,
      response: { 201: reminderAnswerSchema },
    },
    handler: async (request, reply) => {
      const data = await remindInvoices(db, request.body, {
        send: true,
        userId: request.user?.id ?? null,
        mailer,
      });
      return reply.status(201).send({ data });
    },
  });
}
