import type { Db } from '@vetbo/db/database';
import { creditors } from '@vetbo/db/schema/index';
import type { DocumentSeries } from '@vetbo/domain/billing/enums';
import { DOCUMENT_SERIES } from '@vetbo/domain/billing/enums';
import { JOURNALS } from '@vetbo/domain/money-files/journals/chart-of-accounts';
import { fecFileName, fiscalYearDays } from '@vetbo/domain/money-files/journals/fec';
import {
  creditNoteJournalQuerySchema,
  fecQuerySchema,
  invoiceJournalQuerySchema,
  JOURNAL_EXPORT_FORMATS,
} from '@vetbo/domain/money-files/journals/journal-queries';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { openRowCursor } from '../../lib/export/row-cursor.ts';
import { HTTP_PROBLEMS, notFound } from '../../lib/http.problems.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { fecFile, journalCsv, journalXlsx } from './sales-journals.files.ts';
import { type JournalScope, journalDocumentsStatement, numberJournalEntries } from './sales-journals.sql.ts';

// The accountants' exports (area `moneyFiles`: ADMIN and ACCOUNTANT, reading included): they give the
// documents their entry numbers, and a journal is the creditor's books — no other role reads them.
const access = areaAccess('moneyFiles');
const tags = ['Journaux comptables'];
const SHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const journalRoutes: {
  series: DocumentSeries;
  path: string;
  operationId: string;
  from: string;
  to: string;
  querystring: typeof invoiceJournalQuerySchema | typeof creditNoteJournalQuerySchema;
  file: string;
}[] = [
  {
    series: 'INVOICE',
    path: '/v1/invoice_sales_journals/export',
    operationId: 'exportInvoiceSalesJournal',
    from: 'fromInvoiceId',
    to: 'toInvoiceId',
    querystring: invoiceJournalQuerySchema,
    file: 'journal-ventes',
  },
  {
    series: 'CREDIT_NOTE',
    path: '/v1/credit_note_sales_journals/export',
    operationId: 'exportCreditNoteSalesJournal',
    from: 'fromCreditNoteId',
    to: 'toCreditNoteId',
    querystring: creditNoteJournalQuerySchema,
    file: 'journal-avoirs',
  },
  {
    series: 'SELF_BILLING',
    path: '/v1/self_billing_sales_journals/export',
    operationId: 'exportSelfBillingSalesJournal',
    from: 'fromCreditNoteId',
    to: 'toCreditNoteId',
    querystring: creditNoteJournalQuerySchema,
    file: 'journal-autofacturation',
  },
];

export function salesJournalsRoutes(
  app: FastifyInstance,
  { db, exportPool }: { db: Db; exportPool: pg.Pool },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const route of journalRoutes) {
    const journal = JOURNALS[route.series];
    r.get(route.path, {
      config: access.write,
      schema: {
        tags,
        operationId: route.operationId,
        summary: `Export the ${journal.name} of the issued documents whose id is between ${route.from} and ${route.to} (CSV with \`;\` or XLSX), streamed`,
        description:
          'One balanced double entry per document (Σ debit = Σ credit): the third party (411 client, 401 for self-billing) with the auxiliary account, one line per line account, one per VAT rate (44571x collected, 44566x deductible for self-billing). Documents not numbered yet take their entry number (accountingMovementIncrementalNumber) now, continuing their creditor’s journal; a re-export gives the same numbers.',
        querystring: route.querystring,
        produces: ['text/csv', SHEET_TYPES.xlsx],
        response: {
          200: z.string().describe(`A ${JOURNAL_EXPORT_FORMATS.join(' or ')} file`),
          ...refuses(HTTP_PROBLEMS.VALIDATION_FAILED),
        },
      },
      handler: async (request, reply) => {
        const { format, creditorId } = request.query;
        const ids = request.query as unknown as Record<string, number>;
        const scope: JournalScope = {
          series: route.series,
          fromId: ids[route.from] as number,
          toId: ids[route.to] as number,
          creditorId,
        };
        await numberJournalEntries(db, [scope]);
        // Opened (and its first rows read) before the headers go: a refused statement is still an error answer.
        const cursor = await openRowCursor(
          exportPool,
          journalDocumentsStatement([scope]),
          'sales_journal',
          format,
          'first-rows',
        );
        const name = `${route.file}-${scope.fromId}-${scope.toId}.${format}`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        reply.type(SHEET_TYPES[format]);
        return reply.send(
          (format === 'xlsx' ? journalXlsx(journal.label, cursor) : journalCsv(cursor)) as never,
        );
      },
    });
  }

  r.get('/v1/fec/export', {
    config: access.write,
    schema: {
      tags,
      operationId: 'exportFec',
      summary: 'Export a creditor’s fichier des écritures comptables (FEC) for a fiscal year, streamed',
      description:
        'Beyond the API catalogue (issue 24 §6). The entries of the three sales journals (invoices VT, credit notes AV, self-billing AF) of the documents the creditor issued in the fiscal year (1 January – 31 December), in the format of LPF art. A47 A-1: the 18 columns, tab-separated, ISO 8859-15, dates AAAAMMJJ, amounts with a decimal comma, in the order of their day then journal and entry number; named `<SIREN>FEC<AAAAMMJJ>.txt`. No payment or lettering: the bank journal is kept by the accounting software. Documents not numbered yet take their entry number now.',
      querystring: fecQuerySchema,
      produces: ['text/plain'],
      response: {
        200: z.string().describe('The FEC, text in ISO 8859-15'),
        ...refuses(HTTP_PROBLEMS.VALIDATION_FAILED, HTTP_PROBLEMS.NOT_FOUND),
      },
    },
    handler: async (request, reply) => {
      const { creditorId, fiscalYear } = request.query;
      const [creditor] = await db
        .select({ legalCode: creditors.legalCode })
        .from(creditors)
        .where(eq(creditors.id, creditorId));
      if (!creditor) throw notFound('Créancier', creditorId);
      const { firstDay, closingDay } = fiscalYearDays(fiscalYear);
      const scopes: JournalScope[] = DOCUMENT_SERIES.map((series) => ({
        series,
        creditorId,
        firstDay,
        closingDay,
      }));
      await numberJournalEntries(db, scopes);
      const cursor = await openRowCursor(
        exportPool,
        journalDocumentsStatement(scopes),
        'fec_export',
        'csv',
        'first-rows',
      );
      reply.header(
        'content-disposition',
        `attachment; filename="${fecFileName(creditor.legalCode, closingDay)}"`,
      );
      reply.type('text/plain; charset=iso-8859-15');
      return reply.send(fecFile(cursor) as never);
    },
  });
}
