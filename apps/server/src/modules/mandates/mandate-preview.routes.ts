import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/list-query';
import type { MandateForm } from '@vetbo/domain/mandate-form';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { callerRole } from '../../lib/write-context.ts';
import { mandateFormPdf, mandateFormPng } from './mandate-preview.render.ts';
import { loadMandateForm } from './mandate-preview.ts';

/** GET …/required_mandates/preview: the mandate form as the leader will sign it, PNG or PDF by Accept. */
export function mandatePreviewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/billing_accounts/:id/required_mandates/preview', {
    config: areaAccess('billing').read,
    schema: {
      tags: ['Mandats'],
      operationId: 'previewBillingAccountRequiredMandate',
      summary:
        'The SEPA mandate form of one of the account’s mandates (creditor and ICS, RUM, debtor, IBAN, BIC, recurrent payment, the legal text in French): PDF when Accept names application/pdf, else PNG',
      params: idParams,
      querystring: z.object({
        requiredMandateId: integerId.optional().describe('Which mandate (default: the first still to sign)'),
      }),
      produces: ['image/png', 'application/pdf'],
      response: { 200: z.string().describe('A PNG image or a PDF document') },
    },
    handler: async (request, reply) =>
      sendMandateForm(
        request,
        reply,
        await loadMandateForm(db, request.params.id, request.query.requiredMandateId, callerRole(request)),
      ),
  });
}

/** The form as a PDF when Accept names application/pdf, else as a PNG; never cached (bank details). */
export async function sendMandateForm(request: FastifyRequest, reply: FastifyReply, form: MandateForm) {
  const pdf = (request.headers.accept ?? '').includes('application/pdf');
  const name = `mandat-${form.sections[0]?.lines[0] ?? 'sepa'}.${pdf ? 'pdf' : 'png'}`;
  reply.header('content-disposition', `inline; filename="${name}"`);
  reply.header('cache-control', 'private, no-store');
  return pdf
    ? reply.type('application/pdf').send((await mandateFormPdf(form)) as never)
    : reply.type('image/png').send((await mandateFormPng(form)) as never);
}
