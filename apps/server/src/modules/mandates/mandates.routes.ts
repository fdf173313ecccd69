import type { Db } from '@vetbo/db/database';
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
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { SIGNATURE_PROBLEMS } from '../signatures/public.ts';
import { mandatePreviewRoutes } from './mandate-preview.routes.ts';
import { toMandate, toRequiredMandate } from './mandates.mapper.ts';
import { MANDATE_PROBLEMS } from './mandates.problems.ts';
import { findMandatePage, findRequiredMandatePage } from './mandates.repository.ts';
import {
  createRequiredMandate,
  deleteRequiredMandate,
  loadMandate,
  loadRequiredMandate,
  revokeRequiredMandate,
} from './mandates.service.ts';

// Mandates are payment instruments: accounting (and managers) write them, every staff role reads.
const access = areaAccess('billing');
const tags = ['Mandats'];
const required = '/v1/required_mandates';

export function mandatesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/mandates', {
    config: access.read,
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
    config: { ...access.read, etag: true },
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
    config: access.read,
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
    config: { ...access.read, etag: true },
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
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createRequiredMandate',
      summary:
        "Require a billing account to sign a creditor's mandate (RUM made from the prefix if not given)",
      body: requiredMandateCreateSchema,
      response: {
        201: requiredMandateResponseSchema,
        ...refuses(
          MANDATE_PROBLEMS.RUM_TAKEN,
          MANDATE_PROBLEMS.MANDATE_ALREADY_REQUIRED,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createRequiredMandate(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${required}/${data.id}`).send({ data });
    },
  });

  r.delete(`${required}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteRequiredMandate',
      summary: 'Withdraw a mandate still to sign (a signed one is revoked instead: 409)',
      params: idParams,
      response: {
        204: z.null().describe('Withdrawn'),
        ...refuses(MANDATE_PROBLEMS.SIGNED_MANDATE, SIGNATURE_PROBLEMS.SIGNATURE_ALREADY_ONGOING),
      },
    },
    handler: async (request, reply) => {
      await deleteRequiredMandate(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });

  r.post(`${required}/:id/revocation`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'revokeRequiredMandate',
      summary: 'Revoke a signed mandate: it no longer authorises debits and keeps its history',
      params: idParams,
      response: {
        200: requiredMandateResponseSchema,
        ...refuses(MANDATE_PROBLEMS.MANDATE_ALREADY_REVOKED, MANDATE_PROBLEMS.MANDATE_NOT_SIGNED),
      },
    },
    handler: async (request) => ({
      data: await revokeRequiredMandate(db, request.params.id, writeContext(request)),
    }),
  });

  mandatePreviewRoutes(app, { db });
}
