import { SERVICES_EXPORT_FORMATS, servicesExportQuerySchema } from '@vetbo/domain/services-export';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { openRowCursor } from '../../lib/export/row-cursor.ts';
import { csvFile, xlsxFile } from '../../lib/export/sheet-writers.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { SERVICES_EXPORT_COLUMNS, servicesExportRow } from './services-export.rows.ts';
import { servicesExportStatement } from './services-export.statement.ts';

/** The establishments' services over a period (issue 8 §4): subscription periods and deliveries. */
export function servicesExportRoutes(app: FastifyInstance, { exportPool }: { exportPool: pg.Pool }) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/veterinary_establishment_services/export', {
    config: areaAccess('services').read,
    schema: {
      tags: ['Abonnements'],
      operationId: 'exportVeterinaryEstablishmentServices',
      summary:
        'Export the subscription periods and deliveries of a period, with their amounts excl. VAT, VAT and incl. VAT (CSV with `;` or XLSX), streamed',
      querystring: servicesExportQuerySchema,
      produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: { 200: z.string().describe(`A ${SERVICES_EXPORT_FORMATS.join(' or ')} file`) },
    },
    handler: async (request, reply) => {
      const { format, ...filters } = request.query;
      // Opened (and its first rows read) before the headers go: a refused statement is still an error answer.
      const cursor = await openRowCursor(
        exportPool,
        servicesExportStatement(filters),
        'services_export',
        format,
      );
      const rows = (async function* () {
        for await (const batch of cursor) yield batch.map((row) => servicesExportRow(row, format));
      })();
      reply.header(
        'content-disposition',
        `attachment; filename="services-${filters.fromDate}-${filters.toDate}.${format}"`,
      );
      if (format === 'xlsx') {
        reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        return reply.send(xlsxFile('Services', SERVICES_EXPORT_COLUMNS, rows) as never);
      }
      reply.type('text/csv; charset=utf-8');
      return reply.send(csvFile(SERVICES_EXPORT_COLUMNS, rows) as never);
    },
  });
}
