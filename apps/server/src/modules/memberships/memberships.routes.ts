import type { Db } from '@vetbo/db/database';
import {
  membershipCreateSchema,
  membershipList,
  membershipListResponseSchema,
  membershipResponseSchema,
  membershipUpdateSchema,
} from '@vetbo/domain/memberships';
import { can } from '@vetbo/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HTTP_PROBLEMS } from '../../lib/http.problems.ts';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { refusal } from '../../lib/problem.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { toMembership } from './memberships.mapper.ts';
import { MEMBERSHIP_PROBLEMS } from './memberships.problems.ts';
import { findMembershipPage } from './memberships.repository.ts';
import {
  createMembership,
  deleteMembership,
  loadMembership,
  updateMembership,
} from './memberships.service.ts';

// A membership ties an establishment to a group: the workgroups permission governs it.
const access = areaAccess('workgroups');

/**
 * The account that pays a member's invoices decides whose bank account is debited: a billing writer's
 * choice (ADMIN, MANAGER, ACCOUNTANT), not a moderator's, even though moderators edit memberships. Sending
 * the value it already has (a form sending every field) changes nothing and is let through.
 */
function refuseSpecificAccountWithoutBilling(request: FastifyRequest, current: number | null = null) {
  const sent = (request.body as { specificBillingAccountId?: number | null }).specificBillingAccountId;
  if (sent !== undefined && sent !== current && !can(request.user?.staffRole, 'write', 'billing'))
    throw refusal(HTTP_PROBLEMS.FORBIDDEN);
}
const tags = ['Adhésions'];
const path = '/v1/veterinary_establishment_members';

export function membershipsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    path,
    tags,
    config: access.read,
    querystring: membershipList.querySchema,
    response: membershipListResponseSchema,
    list: {
      operationId: 'getVeterinaryEstablishmentMembers',
      summary: "List establishments' memberships of groups",
    },
    search: {
      operationId: 'searchVeterinaryEstablishmentMembers',
      summary: "Search memberships by the establishment's name or code, or the group's name or code",
    },
    answer: async ({ query, url, term }) => {
      const { rows, total } = await findMembershipPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows.map(toMembership), total, query);
    },
  });

  r.get(`${path}/:id`, {
    config: { ...access.read, etag: true },
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
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentMember',
      summary: 'Make an establishment a member of a group from a join date (periods may not overlap: 409)',
      body: membershipCreateSchema,
      response: {
        201: membershipResponseSchema,
        ...refuses(MEMBERSHIP_PROBLEMS.MEMBERSHIP_OVERLAP, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request, reply) => {
      refuseSpecificAccountWithoutBilling(request);
      const data = await createMembership(db, request.body, writeContext(request));
      return reply.status(201).header('location', `${path}/${data.id}`).send({ data });
    },
  });

  r.patch(`${path}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentMember',
      summary: 'Change a membership (a departure is a leave date); If-Match refuses a stale edit (412)',
      params: idParams,
      body: membershipUpdateSchema,
      response: {
        200: membershipResponseSchema,
        ...refuses(MEMBERSHIP_PROBLEMS.MEMBERSHIP_OVERLAP, HTTP_PROBLEMS.UNKNOWN_REFERENCE),
      },
    },
    handler: async (request) => {
      if ((request.body as { specificBillingAccountId?: unknown }).specificBillingAccountId !== undefined)
        refuseSpecificAccountWithoutBilling(
          request,
          (await loadMembership(db, request.params.id)).specificBillingAccountId,
        );
      return { data: await updateMembership(db, request.params.id, request.body, writeContext(request)) };
    },
  });

  r.delete(`${path}/:id`, {
    config: { ...access.write, ifMatch: true },
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
