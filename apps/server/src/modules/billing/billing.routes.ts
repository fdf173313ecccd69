// Invoices and credit notes (catalogue "Credit notes and invoices"): the lists, a document, its payment,
// and the three ways of making one by hand. Every staff role reads; ADMIN, MANAGER and ACCOUNTANT issue
// invoices by hand; only ADMIN and ACCOUNTANT credit (money back) and record payments (`accounting`).
import type { Db } from '@vetbo/db/database';
import {
  chainCheckResponseSchema,
  creditNoteCreateSchema,
  creditNoteList,
  documentListResponseSchema,
  documentResponseSchema,
  invoiceCreditSchema,
  invoiceList,
  manualDocumentSchema,
  paymentUpdateSchema,
} from '@vetbo/domain/billing/documents';
import type { DocumentType } from '@vetbo/domain/billing/enums';
import { can } from '@vetbo/domain/permissions';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HTTP_PROBLEMS, VALIDATION_FAILED_422 } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { refusal } from '../../lib/problem.ts';
import { recordRoutes } from '../../lib/record-routes.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toDocument } from './billing.mapper.ts';
import { BILLING_PROBLEMS } from './billing.problems.ts';
import { findDocumentPage } from './billing.repository.ts';
import {
  createByHand,
  createCreditNote,
  creditInvoiceLines,
  issueDraft,
  loadDocument,
  updatePayment,
  verifyChains,
} from './billing.service.ts';

const billing = areaAccess('billing');
const accounting = areaAccess('accounting');
const tags = ['Factures et avoirs'];

const MAKING_REFUSALS = [
  BILLING_PROBLEMS.NO_LEGAL_STRUCTURE,
  BILLING_PROBLEMS.NO_DEFAULT_BILLING_ACCOUNT,
  BILLING_PROBLEMS.NO_VALID_MANDATE,
  BILLING_PROBLEMS.ACCOUNT_NOT_DEBITED,
  BILLING_PROBLEMS.CREDITOR_INCOMPLETE,
  BILLING_PROBLEMS.DISCOUNT_TOO_LARGE,
  BILLING_PROBLEMS.BUYER_WITHOUT_SIREN,
] as const;

const LISTS = {
  INVOICE: { path: '/v1/invoices', list: invoiceList, name: 'Invoices', plural: 'invoices' },
  CREDIT_NOTE: {
    path: '/v1/credit_notes',
    list: creditNoteList,
    name: 'CreditNotes',
    plural: 'credit notes',
  },
} as const;

export function billingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const type of ['INVOICE', 'CREDIT_NOTE'] as const satisfies DocumentType[]) {
    const { path, list, name, plural } = LISTS[type];
    listRoutes(app, {
      path,
      tags,
      config: billing.read,
      querystring: list.querySchema,
      response: documentListResponseSchema,
      list: {
        operationId: `get${name}`,
        summary: `List the ${plural} (drafts and issued), newest first by default`,
      },
      search: {
        operationId: `search${name}`,
        summary: `Search the ${plural} by number (prefix), client or addressee name (anywhere)`,
      },
      answer: async ({ query, url, term }) => {
        const { rows, total } = await findDocumentPage(db, type, {
          query,
          rawKeys: rawQueryKeys(url),
          term,
        } as never);
        return listAnswer(rows.map(toDocument), total, query);
      },
    });

    recordRoutes(app, {
      path: `${path}/:id`,
      tags,
      access: { read: billing.read, write: accounting.write },
      response: documentResponseSchema,
      get: {
        operationId: `get${name.slice(0, -1)}`,
        summary: `Get one ${plural.slice(0, -1)} with its lines, payments, reminders and history`,
        load: (id) => loadDocument(db, type, id),
      },
      patch: {
        operationId: `update${name.slice(0, -1)}`,
        summary:
          'Record a payment: the payment status (PARTIAL_PAID with the amount paid, PAID, REJECTED, UNCOLLECTIBLE, UNPAID again after a rejection) — nothing else of an issued document changes (ADMIN, ACCOUNTANT)',
        body: paymentUpdateSchema,
        refuses: [BILLING_PROBLEMS.NOT_ISSUED, BILLING_PROBLEMS.PAYMENT_TRANSITION],
        update: (id, changes, context) => updatePayment(db, type, id, changes, context),
      },
    });
  }

  for (const type of ['INVOICE', 'CREDIT_NOTE'] as const) {
    const { path, name } = LISTS[type];
    r.post(`${path}/:id/issue`, {
      config: (type === 'INVOICE' ? billing.write : accounting.write) as FastifyContextConfig,
      schema: {
        tags,
        operationId: `issue${name.slice(0, -1)}`,
        summary:
          'Issue a draft: it takes the next number of its series and never changes again but for its payment',
        params: idParams,
        response: {
          200: documentResponseSchema,
          ...refuses(
            BILLING_PROBLEMS.DOCUMENT_NOT_DRAFT,
            BILLING_PROBLEMS.CREDITOR_INCOMPLETE,
            BILLING_PROBLEMS.NO_LEGAL_STRUCTURE,
            BILLING_PROBLEMS.BUYER_WITHOUT_SIREN,
          ),
        },
      },
      handler: async (request) => ({
        data: await issueDraft(db, type, request.params.id, writeContext(request)),
      }),
    });
  }

  r.post('/v1/veterinary_establishment_invoices', {
    config: billing.write,
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentInvoice',
      summary:
        'Make an invoice or a credit note by hand for an establishment or a workgroup (the stepper), issued at once unless `draft`; a credit note needs ADMIN or ACCOUNTANT',
      body: manualDocumentSchema,
      response: { 201: documentResponseSchema, ...refuses(...MAKING_REFUSALS, VALIDATION_FAILED_422) },
    },
    handler: async (request, reply) => {
      if (request.body.documentType === 'CREDIT_NOTE' && !can(request.user?.staffRole, 'write', 'accounting'))
        throw refusal(HTTP_PROBLEMS.FORBIDDEN);
      const data = await createByHand(db, request.body, writeContext(request));
      const collection = data.documentType === 'INVOICE' ? 'invoices' : 'credit_notes';
      return reply.status(201).header('location', `/v1/${collection}/${data.id}`).send({ data });
    },
  });

  r.post('/v1/credit_notes', {
    config: accounting.write,
    schema: {
      tags,
      operationId: 'createCreditNote',
      summary:
        'Make a credit note by hand (a self-billing document with category SELF_BILLING), optionally against an issued invoice',
      body: creditNoteCreateSchema,
      response: { 201: documentResponseSchema, ...refuses(...MAKING_REFUSALS, VALIDATION_FAILED_422) },
    },
    handler: async (request, reply) => {
      const data = await createCreditNote(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/credit_notes/${data.id}`).send({ data });
    },
  });

  r.post('/v1/veterinary_establishment_credit_notes', {
    config: accounting.write,
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentCreditNote',
      summary:
        'Credit selected lines of an issued invoice (never more than what remains to credit on a line)',
      body: invoiceCreditSchema,
      response: {
        201: documentResponseSchema,
        ...refuses(
          BILLING_PROBLEMS.INVOICE_NOT_ISSUED,
          BILLING_PROBLEMS.CREDIT_TOO_LARGE,
          BILLING_PROBLEMS.CREDITOR_INCOMPLETE,
          BILLING_PROBLEMS.NO_LEGAL_STRUCTURE,
          BILLING_PROBLEMS.BUYER_WITHOUT_SIREN,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await creditInvoiceLines(db, request.body, writeContext(request));
      return reply.status(201).header('location', `/v1/credit_notes/${data.id}`).send({ data });
    },
  });

  r.get('/v1/billing_chains/verification', {
    config: accounting.read,
    schema: {
      tags,
      operationId: 'verifyBillingChains',
      summary: 'Recompute the hash chain of every series of every creditor; names the first broken link',
      response: { 200: chainCheckResponseSchema },
    },
    handler: async () => ({ data: await verifyChains(db) }),
  });
}
