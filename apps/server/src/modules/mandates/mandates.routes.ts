import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/list-query';
import {
  mandateList,
  mandateListResponseSchema,
  mandateResponseSchema,
  requiredMandateCreateSchema,
  requiredMandateList,
  requiredMandateListResponseSchema,
  requiredMandateResponseSchema,
} from '@vetbo/domain/mandates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { mandatePreviewRoutes } from './mandate-preview.routes.ts';
import { toMandate, toRequiredMandate } from './mandates.mapper.ts';
import { findMandatePage, findRequiredMandatePage } from './mandates.repository.ts';
import {
  createRequiredMandate,
  deleteRequiredMandate,
  loadMandate,
  loadRequiredMandate,
  revokeRequiredMandate,
} from './mandates.service.ts';

// Mandates are payment instruments: accounting (and managers) write them, every staff role reads.
const read = { access: { area: 'billing', action: 'read' } } as const;
const write = { access: { area: 'billing', action: 'write' } } as const;
const tags = ['Mandats'];
const idParams = z.object({ id: integerId });
const required = '/v1/required_mandates';

export function mandatesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/mandates', {
    config: read,
    schema: {
      tags,
      operationId: 'getMandates',
      summary: "List the creditors' kinds of mandate (creditor, ICS, RUM prefix)",
      querystring: mandateList.querySchema,
      response: { 200: mandateListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findMandatePage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toMandate), total, query);
    },
  });

  r.get('/v1/mandates/:id', {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getMandate',
      summary: 'Get one kind of mandate',
      params: idParams,
      response: { 200: mandateResponseSchema },
    },
    handler: async (request) => ({ data: await loadMandate(db, request.params.id) }),
  });

  r.get(required, {
    config: read,
    schema: {
      tags,
      operationId: 'getRequiredMandates',
      summary: 'List the mandates billing accounts must sign, signed or not',
      querystring: requiredMandateList.querySchema,
      response: { 200: requiredMandateListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findRequiredMandatePage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toRequiredMandate), total, query);
    },
  });

  r.get(`${required}/:id`, {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getRequiredMandate',
      summary: 'Get one required mandate',
      params: idParams,
      response: { 200: requiredMandateResponseSchema },
    },
    handler: async (request) => ({ data: await loadRequiredMandate(db, request.params.id) }),
  });

  r.post(required, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createRequiredMandate',
      summary:
        "Require a billing account to sign a creditor's mandate (RUM made from the prefix if not given)",
      body: requiredMandateCreateSchema,
      response: { 201: requiredMandateResponseSchema, ...problems(409, 422) },
    },
    handler: async (request, reply) => {
      const data = await createRequiredMandate(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${required}/${data.id}`).send({ data });
    },
  });

  r.delete(`${required}/:id`, {
    config: { ...write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteRequiredMandate',
      summary: 'Withdraw a mandate still to sign (a signed one is revoked instead: 409)',
      params: idParams,
      response: { 204: z.null().describe('Withdrawn'), ...problems(409) },
    },
    handler: async (request, reply) => {
      await deleteRequiredMandate(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });

  r.post(`${required}/:id/revocation`, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'revokeRequiredMandate',
      summary: 'Revoke a signed mandate: it no longer authorises debits and keeps its history',
      params: idParams,
      response: { 200: requiredMandateResponseSchema, ...problems(409) },
    },
    handler: async (request) => ({
      data: await revokeRequiredMandate(db, request.params.id, writeContext(request)),
    }),
  });

  mandatePreviewRoutes(app, { db });
}
