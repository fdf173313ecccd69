// SEPA files (issue 24 §1–§3): direct debits of unpaid invoices, transfers of unpaid credit notes, one file
// per creditor, each validated against its XSD before it is stored; their list, detail and download, "sent",
// and a bank's rejection of a debit. They carry every client's bank details: `moneyFiles` (ADMIN,
// ACCOUNTANT) reads them too.
import type { Db } from '@vetbo/db/database';
import {
  creditTransferRequestSchema,
  directDebitRequestSchema,
  sepaFileIdParams,
  sepaFileItemParams,
  sepaFileListQuerySchema,
  sepaFileListResponseSchema,
  sepaFileResponseSchema,
  sepaFilesMadeResponseSchema,
  sepaFileUpdateSchema,
  sepaItemRejectionSchema,
} from '@vetbo/domain/money-files/sepa-files-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { writeContext } from '../../lib/write-context.ts';
import { BILLING_PROBLEMS } from '../billing/public.ts';
import { makeCreditTransferFiles, makeDirectDebitFiles } from './make-sepa-files.ts';
import { markSepaFileSent, rejectSepaItem } from './sepa-file-updates.ts';
import { SEPA_FILE_PROBLEMS } from './sepa-files.problems.ts';
import { listSepaFiles, loadSepaFile, sepaFileXml } from './sepa-files.queries.ts';

function sendXml(reply: FastifyReply, { fileName, xml }: { fileName: string; xml: Buffer }) {
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  return reply.type('application/xml; charset=utf-8').send(xml);
}

const moneyFiles = areaAccess('moneyFiles');
const tags = ['Fichiers SEPA'];
const made = {
  201: sepaFilesMadeResponseSchema,
  ...refuses(SEPA_FILE_PROBLEMS.NOTHING_TO_EXPORT, SEPA_FILE_PROBLEMS.SEPA_FILE_INVALID),
};

export function sepaFilesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/invoice_direct_debits', {
    config: moneyFiles.write,
    schema: {
      tags,
      operationId: 'createInvoiceDirectDebits',
      summary:
        'Make the direct-debit files (pain.008) of the selected invoices: only unpaid invoices paid by direct debit under a validated mandate go in, one file per creditor; the answer lists the files and each invoice left out with its reason',
      body: directDebitRequestSchema,
      response: made,
    },
    handler: async (request, reply) => {
      const data = await makeDirectDebitFiles(db, request.body, writeContext(request));
      return reply.status(201).send({ data });
    },
  });

  r.post('/v1/credit_note_bank_transfers', {
    config: moneyFiles.write,
    schema: {
      tags,
      operationId: 'createCreditNoteBankTransfers',
      summary:
        'Make the transfer files (pain.001) of the selected credit notes: only unpaid credit notes paid by bank transfer go in, one file per creditor; the answer lists the files and each credit note left out with its reason',
      body: creditTransferRequestSchema,
      response: made,
    },
    handler: async (request, reply) => {
      const data = await makeCreditTransferFiles(db, request.body, writeContext(request));
      return reply.status(201).send({ data });
    },
  });

  r.get('/v1/sepa_files', {
    config: moneyFiles.read,
    schema: {
      tags,
      operationId: 'getSepaFiles',
      summary: 'The direct-debit or transfer files made, of one kind, newest first',
      querystring: sepaFileListQuerySchema,
      response: { 200: sepaFileListResponseSchema },
    },
    handler: async (request) =>
      listSepaFiles(db, { query: request.query, rawKeys: rawQueryKeys(request.url) }),
  });

  r.get('/v1/sepa_files/:id', {
    config: moneyFiles.read,
    schema: {
      tags,
      operationId: 'getSepaFile',
      summary: 'One SEPA file with the invoices or credit notes it carries',
      params: sepaFileIdParams,
      response: { 200: sepaFileResponseSchema },
    },
    handler: async (request) => ({ data: await loadSepaFile(db, request.params.id) }),
  });

  r.get('/v1/sepa_files/:id/xml', {
    config: moneyFiles.read,
    schema: {
      tags,
      operationId: 'getSepaFileXml',
      summary: 'The file’s XML, exactly as validated against its schema when it was made',
      params: sepaFileIdParams,
      produces: ['application/xml'],
      response: { 200: z.string().describe('The pain.008 or pain.001 XML') },
    },
    handler: async (request, reply) => sendXml(reply, await sepaFileXml(db, request.params.id)),
  });

  r.patch('/v1/sepa_files/:id', {
    config: moneyFiles.write,
    schema: {
      tags,
      operationId: 'updateSepaFile',
      summary: 'Mark the file as handed to the bank',
      params: sepaFileIdParams,
      body: sepaFileUpdateSchema,
      response: { 200: sepaFileResponseSchema, ...refuses(SEPA_FILE_PROBLEMS.FILE_ALREADY_SENT) },
    },
    handler: async (request) => {
      await markSepaFileSent(db, request.params.id, writeContext(request));
      return { data: await loadSepaFile(db, request.params.id) };
    },
  });

  r.post('/v1/sepa_files/:id/items/:itemId/rejection', {
    config: moneyFiles.write,
    schema: {
      tags,
      operationId: 'rejectSepaFileItem',
      summary:
        'Record the bank’s return of one direct debit (R-transaction) with its reason: the invoice becomes REJECTED and may go into the next file (a first collection again if this one was)',
      params: sepaFileItemParams,
      body: sepaItemRejectionSchema,
      response: {
        200: sepaFileResponseSchema,
        ...refuses(
          SEPA_FILE_PROBLEMS.NOT_A_DIRECT_DEBIT,
          SEPA_FILE_PROBLEMS.ITEM_ALREADY_REJECTED,
          BILLING_PROBLEMS.PAYMENT_TRANSITION,
        ),
      },
    },
    handler: async (request) => {
      const { id, itemId } = request.params;
      await rejectSepaItem(db, id, itemId, request.body, writeContext(request));
      return { data: await loadSepaFile(db, id) };
    },
  });
}
