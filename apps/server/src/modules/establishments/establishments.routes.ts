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
  integerId,
} from '@vetbo/domain/establishments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { openCopyOut } from '../../lib/export/copy-out.ts';
import { listAnswer, rawQueryOf } from '../../lib/list.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { establishmentCsvLines, establishmentXlsxRows } from './establishment-export-sql.ts';
import { toEstablishment } from './establishment-mapper.ts';
import { establishmentsCsv, establishmentsXlsx } from './establishments.export.ts';
import { findEstablishmentPage } from './establishments.repository.ts';
import { createEstablishment, loadEstablishment, updateEstablishment } from './establishments.service.ts';

const read = { access: { area: 'establishments', action: 'read' } } as const;
const write = { access: { area: 'establishments', action: 'write' } } as const;
const tags = ['Établissements'];
const idParams = z.object({ id: integerId });

export function establishmentsRoutes(
  app: FastifyInstance,
  { db, exportPool }: { db: Db; exportPool: pg.Pool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/veterinary_establishments', {
    config: read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishments',
      summary: 'List establishments',
      querystring: establishmentListQuerySchema,
      response: { 200: establishmentListResponseSchema },
    },
    handler: async (request) => {
      // The raw query keeps the caller's order of sortX parameters; the parsed one follows the schema's.
      const rawQuery = rawQueryOf(request.raw.url);
      const { rows, total } = await findEstablishmentPage(db, request.query, rawQuery);
      return listAnswer(rows.map(toEstablishment), total, request.query);
    },
  });

  r.post('/v1/veterinary_establishments/search', {
    config: read,
    schema: {
      tags,
      operationId: 'searchVeterinaryEstablishments',
      summary: 'Search establishments by name, privileged code, postal code or city',
      querystring: establishmentListQuerySchema,
      body: establishmentSearchBodySchema,
      response: { 200: establishmentListResponseSchema },
    },
    handler: async (request) => {
      const term = request.body.term?.trim() || undefined;
      const rawQuery = rawQueryOf(request.raw.url);
      const { rows, total } = await findEstablishmentPage(db, request.query, rawQuery, term);
      return listAnswer(rows.map(toEstablishment), total, request.query);
    },
  });

  r.get('/v1/veterinary_establishments/export', {
    config: read,
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
      const rawQuery = rawQueryOf(request.raw.url);
      const statement =
        format === 'xlsx'
          ? establishmentXlsxRows(filters, rawQuery)
          : establishmentCsvLines(filters, rawQuery);
      const rows = await openCopyOut(exportPool, statement);
      const day = new Date().toISOString().slice(0, 10);
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
    config: { ...read, etag: true },
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
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishment',
      summary: 'Create an establishment (with its main address and tags)',
      body: establishmentCreateSchema,
      response: { 201: establishmentResponseSchema, ...problems(409, 422) },
    },
    handler: async (request, reply) => {
      const data = await createEstablishment(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/veterinary_establishments/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/veterinary_establishments/:id', {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishment',
      summary:
        'Change an establishment; only the fields sent are changed; If-Match refuses a stale edit (412)',
      params: idParams,
      body: establishmentUpdateSchema,
      response: { 200: establishmentResponseSchema, ...problems(409, 422) },
    },
    handler: async (request) => ({
      data: await updateEstablishment(db, request.params.id, request.body, {
        ...writeContext(request),
        role: request.user?.staffRole ?? null,
      }),
    }),
  });
}
