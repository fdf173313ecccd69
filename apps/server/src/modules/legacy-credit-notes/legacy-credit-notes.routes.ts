import type { Db } from '@vetbo/db/database';
import {
  LEGACY_CREDIT_NOTE_EXPORT_FORMATS,
  legacyCreditNoteBulkResponseSchema,
  legacyCreditNoteBulkSchema,
  legacyCreditNoteCreateSchema,
  legacyCreditNoteExportQuerySchema,
  legacyCreditNoteList,
  legacyCreditNoteListResponseSchema,
  legacyCreditNoteResponseSchema,
  legacyCreditNoteUpdateSchema,
} from '@vetbo/domain/billing/legacy-credit-notes';
import { parisDay } from '@vetbo/domain/paris-day';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { openRowCursor } from '../../lib/export/row-cursor.ts';
import { csvFile, xlsxFile } from '../../lib/export/sheet-writers.ts';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { writeContext } from '../../lib/write-context.ts';
import {
  LEGACY_CREDIT_NOTE_EXPORT_COLUMNS,
  legacyCreditNoteExportRow,
} from './legacy-credit-notes.export.ts';
import { LEGACY_CREDIT_NOTE_PROBLEMS } from './legacy-credit-notes.problems.ts';
import {
  findLegacyCreditNotePage,
  legacyCreditNoteExportStatement,
} from './legacy-credit-notes.repository.ts';
import {
  createLegacyCreditNote,
  loadLegacyCreditNote,
  toLegacyCreditNote,
  updateLegacyCreditNote,
} from './legacy-credit-notes.service.ts';
import { markLegacyCreditNotesTreated } from './mark-treated.ts';

// Every staff role reads them; ADMIN and ACCOUNTANT enter, correct and treat them (area `accounting`).
const access = areaAccess('accounting');
const tags = ['Avoirs historiques'];
const path = '/legacy/veterinary_establishment_credit_notes';

export function legacyCreditNotesRoutes(
  app: FastifyInstance,
  { db, exportPool }: { db: Db; exportPool: pg.Pool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    path,
    tags,
    config: access.read,
    querystring: legacyCreditNoteList.querySchema,
    response: legacyCreditNoteListResponseSchema,
    list: { operationId: 'getLegacyEstablishmentCreditNotes', summary: 'List the legacy credit notes' },
    search: {
      operationId: 'searchLegacyEstablishmentCreditNotes',
      summary:
        'Search the legacy credit notes by number (prefix), label, establishment name or privileged code',
    },
    answer: async ({ query, url, term }) => {
      const { rows, total } = await findLegacyCreditNotePage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows.map(toLegacyCreditNote), total, query);
    },
  });

  r.get(`${path}/export`, {
    config: access.read,
    schema: {
      tags,
      operationId: 'exportLegacyEstablishmentCreditNotes',
      summary: 'Export the legacy credit notes the list filters (CSV with `;` or XLSX), streamed',
      querystring: legacyCreditNoteExportQuerySchema,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: { 200: z.string().describe(`A ${LEGACY_CREDIT_NOTE_EXPORT_FORMATS.join(' or ')} file`) },
    },
    handler: async (request, reply) => {
      const { format, ...filters } = request.query;
      // Opened (and its first rows read) before the headers go: a refused statement is still an error answer.
      const statement = legacyCreditNoteExportStatement(db, filters, request.url);
      const cursor = await openRowCursor(exportPool, statement, 'legacy_credit_notes_export', format);
      const rows = (async function* () {
        for await (const batch of cursor) yield batch.map((row) => legacyCreditNoteExportRow(row, format));
      })();
      reply.header(
        'content-disposition',
        `attachment; filename="avoirs-historiques-${parisDay()}.${format}"`,
      );
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(xlsxFile('Avoirs historiques', LEGACY_CREDIT_NOTE_EXPORT_COLUMNS, rows) as never);
      }
      reply.type('text/csv; charset=utf-8');
      return reply.send(csvFile(LEGACY_CREDIT_NOTE_EXPORT_COLUMNS, rows) as never);
    },
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createLegacyEstablishmentCreditNote',
      summary: 'Enter a legacy credit note (UNTREATED)',
      body: legacyCreditNoteCreateSchema,
      response: {
        201: legacyCreditNoteResponseSchema,
        ...refuses(
          LEGACY_CREDIT_NOTE_PROBLEMS.LEGACY_CREDIT_NOTE_CODE_TAKEN,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createLegacyCreditNote(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/bulk`, {
    config: access.write,
    schema: {
      tags,
      operationId: 'markLegacyEstablishmentCreditNotesTreated',
      summary:
        'Mark a selection as treated: every note UNTREATED → TREATED by the caller, or none (409 naming the unknown or already treated ones)',
      body: legacyCreditNoteBulkSchema,
      response: {
        200: legacyCreditNoteBulkResponseSchema,
        ...refuses(LEGACY_CREDIT_NOTE_PROBLEMS.LEGACY_CREDIT_NOTES_NOT_TREATABLE),
      },
    },
    handler: async (request) => ({
      data: await db.transaction((tx) =>
        markLegacyCreditNotesTreated(tx, request.body, { userId: request.user?.id ?? null }),
      ),
    }),
  });

  recordRoutes(app, {
    path: `${path}/:id`,
    tags,
    access,
    response: legacyCreditNoteResponseSchema,
    get: {
      operationId: 'getLegacyEstablishmentCreditNote',
      summary: 'Get one legacy credit note',
      load: (id) => loadLegacyCreditNote(db, id),
    },
    patch: {
      operationId: 'updateLegacyEstablishmentCreditNote',
      summary:
        'Correct an UNTREATED legacy credit note or mark it TREATED (final); send If-Match with its ETag to refuse overwriting a newer version (412)',
      body: legacyCreditNoteUpdateSchema,
      refuses: [LEGACY_CREDIT_NOTE_PROBLEMS.LEGACY_CREDIT_NOTE_TREATED],
      update: (id, changes, context) => updateLegacyCreditNote(db, id, changes, context),
    },
  });
}
