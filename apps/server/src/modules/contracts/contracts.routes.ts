// Contracts (catalogue "Contracts"): the list, creating one (its first document DRAFT with its PDF), one
// contract, its signature requests, and the contract documents — the list with every filter and sort,
// one document, and its status change (sending for signature, cancelling).
import type { Db } from '@vetbo/db/database';
import { signatureRequests } from '@vetbo/db/schema/index';
import {
  contractCreateSchema,
  contractDocumentList,
  contractDocumentListResponseSchema,
  contractDocumentResponseSchema,
  contractDocumentUpdateSchema,
  contractList,
  contractListResponseSchema,
  contractResponseSchema,
} from '@vetbo/domain/contracts';
import { signatureRequestSchema } from '@vetbo/domain/signatures';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_PROBLEMS, notFound, VALIDATION_FAILED_422 } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import type { SignatureProviderAdapter } from '../signatures/public.ts';
import { findSignatureRequests, SIGNATURE_PROBLEMS } from '../signatures/public.ts';
import { findContractDocumentPage } from './contract-documents.repository.ts';
import { changeContractDocumentStatus, loadContractDocument } from './contract-documents.service.ts';
import { toContractDocument } from './contracts.mapper.ts';
import { CONTRACT_PROBLEMS } from './contracts.problems.ts';
import { findContractDocumentIds, findContractPage } from './contracts.repository.ts';
import { CONTRACT_LABEL, createContract, loadContract } from './contracts.service.ts';

const access = areaAccess('establishments');
const tags = ['Contrats'];
const path = '/v1/contracts';
const documentsPath = '/v1/contract_documents';

export function contractsRoutes(
  app: FastifyInstance,
  { db, provider }: { db: Db; provider: SignatureProviderAdapter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getContracts',
      summary: 'List contracts (newest first), each with its subscriptions and documents',
      querystring: contractList.querySchema,
      response: { 200: contractListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findContractPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(
        rows.map((row) => row.contract),
        total,
        query,
      );
    },
  });

  r.post(path, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createContract',
      summary:
        'Draft a contract for an establishment from some of its subscriptions: its first document is DRAFT, with the PDF generated from them and the signer chosen among the establishment’s users',
      body: contractCreateSchema,
      response: {
        201: contractResponseSchema,
        ...refuses(HTTP_PROBLEMS.UNKNOWN_REFERENCE, VALIDATION_FAILED_422),
      },
    },
    handler: async (request, reply) => {
      const data = await createContract(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.get(`${path}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getContract',
      summary: 'Get one contract with its subscriptions and documents',
      params: idParams,
      response: { 200: contractResponseSchema },
    },
    handler: async (request) => ({ data: await loadContract(db, request.params.id) }),
  });

  r.get(`${path}/:id/you_sign_signature_requests`, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getContractSignatureRequests',
      summary: 'The signature requests of the contract’s documents, newest first, with documents and signers',
      params: idParams,
      response: { 200: z.object({ data: z.array(signatureRequestSchema) }) },
    },
    handler: async (request) => {
      const ids = await findContractDocumentIds(db, request.params.id);
      if (!ids) throw notFound(CONTRACT_LABEL, request.params.id);
      if (ids.length === 0) return { data: [] };
      return { data: await findSignatureRequests(db, inArray(signatureRequests.contractDocumentId, ids)) };
    },
  });

  r.get(documentsPath, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getContractDocuments',
      summary: 'List contract documents (newest first) with their contract, establishment and signer',
      querystring: contractDocumentList.querySchema,
      response: { 200: contractDocumentListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findContractDocumentPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toContractDocument), total, query);
    },
  });

  r.get(`${documentsPath}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getContractDocument',
      summary: 'Get one contract document',
      params: idParams,
      response: { 200: contractDocumentResponseSchema },
    },
    handler: async (request) => ({ data: await loadContractDocument(db, request.params.id) }),
  });

  r.patch(`${documentsPath}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateContractDocument',
      summary:
        'Change the status: SENT (from DRAFT) sends the signature request to the signer first — a provider failure is a 502 and leaves it DRAFT; CANCELLED (from DRAFT or SENT) also cancels the request under way; SIGNED comes from the signature only; any other change is a 409',
      params: idParams,
      body: contractDocumentUpdateSchema,
      response: {
        200: contractDocumentResponseSchema,
        ...refuses(
          CONTRACT_PROBLEMS.CONTRACT_TRANSITION,
          SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING,
          SIGNATURE_PROBLEMS.SIGNATURE_PROVIDER_FAILED,
        ),
      },
    },
    handler: async (request) => ({
      data: await changeContractDocumentStatus(db, provider, request.params.id, request.body, {
        ...writeContext(request),
        log: request.log,
      }),
    }),
  });
}
