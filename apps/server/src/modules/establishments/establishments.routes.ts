import type { Db } from '@vetbo/db/database';
import {
  EXPORT_FORMATS,
  establishmentCreateSchema,
  establishmentExportQuerySchema,
  establishmentListQuerySchema,
  establishmentListResponseSchema,
  establishmentResponseSchema,
  establishmentSearchBodySchema,
  establishmentUpdateSchema,
} from '@vetbo/domain/establishments';
import { parisDay } from '@vetbo/domain/paris-day';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { openCopyOut } from '../../lib/export/copy-out.ts';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { BILLING_ACCOUNT_PROBLEMS } from '../billing-accounts/public.ts';
import { establishmentCsvLines, establishmentXlsxRows } from './establishment-export-sql.ts';
import { toEstablishment } from './establishment-mapper.ts';
import { establishmentsCsv, establishmentsXlsx } from './establishments.export.ts';
import { ESTABLISHMENT_PROBLEMS } from './establishments.problems.ts';
import { findEstablishmentPage } from './establishments.repository.ts';
import { createEstablishment, loadEstablishment, updateEstablishment } from './establishments.service.ts';

const access = areaAccess('establishments');
const tags = ['Établissements'];

export function establishmentsRoutes(
  app: FastifyInstance,
  { db, exportPool }: { db: Db; exportPool: pg.Pool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    path: '/v1/veterinary_establishments',
    tags,
    config: access.read,
    querystring: establishmentListQuerySchema,
    response: establishmentListResponseSchema,
    list: { operationId: 'getVeterinaryEstablishments', summary: 'List establishments' },
    search: {
      operationId: 'searchVeterinaryEstablishments',
      summary: 'Search establishments by name, privileged code, postal code or city',
      body: establishmentSearchBodySchema,
    },
    answer: async ({ query, url, term }) => {
      // The raw keys keep the caller's order of sortX parameters; the parsed query follows the schema's.
      const { rows, total } = await findEstablishmentPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows.map(toEstablishment), total, query);
    },
  });

  r.get('/v1/veterinary_establishments/export', {
    config: access.read,
    schema: {
      tags,
      operationId: 'exportVeterinaryEstablishments',
      summary: 'Export establishments (CSV with `;` or XLSX), streamed',
      querystring: establishmentExportQuerySchema,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: { 200: z.string().describe(`A ${EXPORT_FORMATS.join(' or ')} file`) },
    },
    handler: async (request, reply) => {
      const { format, ...filters } = request.query;
      // Opened (and its first rows read) before the headers go: a refused statement is still an error answer.
      const rawKeys = rawQueryKeys(request.url);
      const statement =
        format === 'xlsx' ? establishmentXlsxRows(filters, rawKeys) : establishmentCsvLines(filters, rawKeys);
      const rows = await openCopyOut(exportPool, statement);
      const day = parisDay();
      reply.header('content-disposition', `attachment; filename="etablissements-${day}.${format}"`);
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(establishmentsXlsx(rows) as never);
      }
      reply.type('text/csv; charset=utf-8');
      return reply.send(establishmentsCsv(rows) as never);
    },
  });

  r.get('/v1/veterinary_establishments/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishment',
      summary: 'Get one establishment',
      params: idParams,
      response: { 200: establishmentResponseSchema },
    },
    handler: async (request) => ({ data: await loadEstablishment(db, request.params.id) }),
  });

  r.post('/v1/veterinary_establishments', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishment',
      summary: 'Create an establishment (with its main address and tags)',
      body: establishmentCreateSchema,
      response: {
        201: establishmentResponseSchema,
        ...refuses(
          ESTABLISHMENT_PROBLEMS.PRIVILEGED_CODE_TAKEN,
          ESTABLISHMENT_PROBLEMS.UNKNOWN_LEGAL_STRUCTURE,
          BILLING_ACCOUNT_PROBLEMS.UNKNOWN_BILLING_ACCOUNT,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createEstablishment(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/veterinary_establishments/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/veterinary_establishments/:id', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishment',
      summary:
        'Change an establishment; only the fields sent are changed (`mainAddressId`: another of its addresses becomes the main one); If-Match refuses a stale edit (412)',
      params: idParams,
      body: establishmentUpdateSchema,
      response: {
        200: establishmentResponseSchema,
        ...refuses(
          ESTABLISHMENT_PROBLEMS.PRIVILEGED_CODE_TAKEN,
          ESTABLISHMENT_PROBLEMS.UNKNOWN_LEGAL_STRUCTURE,
          ESTABLISHMENT_PROBLEMS.ADDRESS_NOT_OF_ESTABLISHMENT,
          BILLING_ACCOUNT_PROBLEMS.UNKNOWN_BILLING_ACCOUNT,
          ESTABLISHMENT_PROBLEMS.LEADERS_MOVE_FORBIDDEN,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateEstablishment(db, request.params.id, request.body, writeContext(request)),
    }),
  });
}
