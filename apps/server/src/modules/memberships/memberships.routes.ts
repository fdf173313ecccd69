import type { Db } from '@vetbo/db/database';
import { searchBodySchema } from '@vetbo/domain/legal-structures';
import { integerId } from '@vetbo/domain/list-query';
import {
  membershipCreateSchema,
  membershipList,
  membershipListResponseSchema,
  membershipResponseSchema,
  membershipUpdateSchema,
} from '@vetbo/domain/memberships';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toMembership } from './memberships.mapper.ts';
import { findMembershipPage } from './memberships.repository.ts';
import {
  createMembership,
  deleteMembership,
  loadMembership,
  updateMembership,
} from './memberships.service.ts';

// A membership ties an establishment to a group: the workgroups permission governs it.
const read = { access: { area: 'workgroups', action: 'read' } } as const;
const write = { access: { area: 'workgroups', action: 'write' } } as const;
const tags = ['Adhésions'];
const idParams = z.object({ id: integerId });
const path = '/v1/veterinary_establishment_members';

export function membershipsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(path, {
    config: read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentMembers',
      summary: "List establishments' memberships of groups",
      querystring: membershipList.querySchema,
      response: { 200: membershipListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findMembershipPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toMembership), total, query);
    },
  });

  r.post(`${path}/search`, {
    config: read,
    schema: {
      tags,
      operationId: 'searchVeterinaryEstablishmentMembers',
      summary: "Search memberships by the establishment's name or code, or the group's name or code",
      querystring: membershipList.querySchema,
      body: searchBodySchema,
      response: { 200: membershipListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const term = request.body.term?.trim() || undefined;
      const { rows, total } = await findMembershipPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows.map(toMembership), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentMember',
      summary: 'Get one membership',
      params: idParams,
      response: { 200: membershipResponseSchema },
    },
    handler: async (request) => ({ data: await loadMembership(db, request.params.id) }),
  });

  r.post(path, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentMember',
      summary: 'Make an establishment a member of a group from a join date (periods may not overlap: 409)',
      body: membershipCreateSchema,
      response: { 201: membershipResponseSchema, ...problems(409, 422) },
    },
    handler: async (request, reply) => {
      const data = await createMembership(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentMember',
      summary: 'Change a membership (a departure is a leave date); If-Match refuses a stale edit (412)',
      params: idParams,
      body: membershipUpdateSchema,
      response: { 200: membershipResponseSchema, ...problems(409) },
    },
    handler: async (request) => ({
      data: await updateMembership(db, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${path}/:id`, {
    config: { ...write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentMember',
      summary: 'Remove a membership entered by mistake (the history keeps it)',
      params: idParams,
      response: { 204: z.null().describe('Removed') },
    },
    handler: async (request, reply) => {
      await deleteMembership(db, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });
}
