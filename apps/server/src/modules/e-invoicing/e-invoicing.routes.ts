// The transmission outbox (issue 24 §5): every billing reader follows transmissions and their lifecycle;
// downloading their files and sending again are the accountants' (area `accounting`: ADMIN, ACCOUNTANT).
import type { Db } from '@vetbo/db/database';
import {
  transmissionFileQuery,
  transmissionListQuery,
  transmissionListResponseSchema,
  transmissionResponseSchema,
} from '@vetbo/domain/billing/e-invoicing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http.problems.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { E_INVOICING_PROBLEMS } from './e-invoicing.problems.ts';
import { resendTransmission } from './resend-transmission.ts';
import { transmissionFile } from './transmission-file.ts';
import { findTransmission, listTransmissions } from './transmissions.repository.ts';

const billing = areaAccess('billing');
const accounting = areaAccess('accounting');
const tags = ['Facturation électronique'];

export function eInvoicingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/e_invoice_transmissions', {
    config: billing.read,
    schema: {
      tags,
      operationId: 'getEInvoiceTransmissions',
      summary: 'The transmissions of issued documents to the e-invoicing platform, newest first',
      querystring: transmissionListQuery,
      response: { 200: transmissionListResponseSchema },
    },
    handler: async (request) =>
      listTransmissions(db, { query: request.query, rawKeys: rawQueryKeys(request.url) }),
  });

  r.get('/v1/e_invoice_transmissions/:id', {
    config: billing.read,
    schema: {
      tags,
      operationId: 'getEInvoiceTransmission',
      summary:
        'A transmission with its lifecycle statuses (received from the platform, or sent: 212 Encaissée)',
      params: idParams,
      response: { 200: transmissionResponseSchema },
    },
    handler: async (request) => {
      const found = await findTransmission(db, request.params.id);
      if (!found) throw notFound('Transmission', request.params.id);
      return { data: found };
    },
  });

  r.get('/v1/e_invoice_transmissions/:id/file', {
    config: accounting.write,
    schema: {
      tags,
      operationId: 'getEInvoiceTransmissionFile',
      summary: 'The file transmitted: the Factur-X PDF, or its CII XML (format=cii)',
      params: idParams,
      querystring: transmissionFileQuery,
      produces: ['application/pdf', 'application/xml'],
      response: {
        200: z.string().describe('The Factur-X PDF/A-3 or the CII XML'),
        ...refuses(E_INVOICING_PROBLEMS.TRANSMISSION_FILE_NOT_READY),
      },
    },
    handler: async (request, reply) => {
      const file = await transmissionFile(db, request.params.id, request.query.format);
      reply.header('cache-control', 'private, no-store');
      reply.header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
      return reply.type(file.contentType).send(file.bytes);
    },
  });

  for (const [path, type, name] of [
    ['/v1/invoices/:id/transmission', 'INVOICE', 'Invoice'],
    ['/v1/credit_notes/:id/transmission', 'CREDIT_NOTE', 'CreditNote'],
  ] as const) {
    r.post(path, {
      config: accounting.write,
      schema: {
        tags,
        operationId: `resend${name}Transmission`,
        summary:
          'Send the document again: a failed transmission any time, a rejected or refused one once an issued credit note corrects it',
        params: idParams,
        response: {
          201: transmissionResponseSchema,
          ...refuses(
            E_INVOICING_PROBLEMS.TRANSMISSION_NOT_RESENDABLE,
            E_INVOICING_PROBLEMS.TRANSMISSION_NOT_CORRECTED,
          ),
        },
      },
      handler: async (request, reply) => {
        const id = await resendTransmission(db, type, request.params.id, {
          userId: request.user?.id ?? null,
        });
        return reply.status(201).send({
          data: (await findTransmission(db, id)) as NonNullable<Awaited<ReturnType<typeof findTransmission>>>,
        });
      },
    });
  }
}
