// PDFs of issued documents: staff download any (every staff role reads billing); a leader downloads
// those of the establishments they lead, and lists them in the onboarding portal.
import type { Db } from '@vetbo/db/database';
import { billingDocuments } from '@vetbo/db/schema/index';
import { documentListResponseSchema, leaderDocumentList } from '@vetbo/domain/billing/documents';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_PROBLEMS, notFound } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { refusal } from '../../lib/problem.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { ownedBy } from '../signatures/public.ts';
import { toDocument } from './billing.mapper.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import { type DocumentPdf, documentPdf } from './document-pdf.ts';
import { leaderDocumentPdf, leaderDocuments } from './leader-invoices.ts';

const billing = areaAccess('billing');
const leader = 'leader' as const;

function sendPdf(reply: FastifyReply, { fileName, pdf }: DocumentPdf) {
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  return reply.type('application/pdf').send(pdf);
}

const pdfResponse = {
  200: z.string().describe('The PDF/A-3 with its factur-x.xml'),
  ...refuses(BILLING_PROBLEMS.NOT_ISSUED),
};

export function billingPdfRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [path, type, name] of [
    ['/v1/invoices/:id/pdf', 'INVOICE', 'Invoice'],
    ['/v1/credit_notes/:id/pdf', 'CREDIT_NOTE', 'CreditNote'],
  ] as const) {
    r.get(path, {
      config: billing.read,
      schema: {
        tags: ['Factures et avoirs'],
        operationId: `get${name}Pdf`,
        summary:
          'The issued document as a PDF/A-3 carrying its Factur-X XML (EN 16931); made once, then kept',
        params: idParams,
        produces: ['application/pdf'],
        response: pdfResponse,
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const found = await documentPdf(
          db,
          id,
          and(eq(billingDocuments.id, id), eq(billingDocuments.documentType, type)),
        );
        if (!found) throw notFound(type === 'INVOICE' ? 'Facture' : 'Avoir', id);
        return sendPdf(reply, found);
      },
    });
  }

  // Not on an id: every signed-in user may ask; the answer holds only what they lead (none for staff).
  r.get('/v1/me/invoices', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['Portail'],
      operationId: 'getMyInvoices',
      summary:
        'The issued invoices and credit notes of the establishments the signed-in user leads, newest first',
      querystring: leaderDocumentList.querySchema,
      response: { 200: documentListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await leaderDocuments(db, request.user?.id as number, {
        query,
        rawKeys: rawQueryKeys(url),
      });
      return listAnswer(rows.map(toDocument), total, query);
    },
  });

  r.get('/v1/me/invoices/:id/pdf', {
    config: { access: leader },
    // The id must be an issued document of an establishment the user leads, before anything else (403).
    preValidation: ownedBy(db, 'billingDocument'),
    schema: {
      tags: ['Portail'],
      operationId: 'getMyInvoicePdf',
      summary:
        'The PDF of an issued document of an establishment the signed-in user leads (403 for any other)',
      params: idParams,
      produces: ['application/pdf'],
      response: pdfResponse,
    },
    handler: async (request, reply) => {
      const found = await leaderDocumentPdf(db, request.user?.id as number, request.params.id);
      if (!found) throw refusal(HTTP_PROBLEMS.FORBIDDEN);
      return sendPdf(reply, found);
    },
  });
}
