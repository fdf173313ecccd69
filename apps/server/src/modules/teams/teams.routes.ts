import type { Db } from '@vetbo/db/database';
import {
  establishmentUserCreateSchema,
  establishmentUserListResponseSchema,
  establishmentUserQuerySchema,
  establishmentUserResponseSchema,
  establishmentUserUpdateSchema,
  groupUserCreateSchema,
  groupUserListResponseSchema,
  groupUserQuerySchema,
  groupUserResponseSchema,
  groupUserUpdateSchema,
  manufacturerUserList,
  manufacturerUserListResponseSchema,
} from '@vetbo/domain/teams';
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
import type { Mailer } from '../mail/public.ts';
import { toEstablishmentUser, toGroupUser, toManufacturerUser } from './teams.mapper.ts';
import { TEAM_PROBLEMS } from './teams.problems.ts';
import {
  findEstablishmentUserPage,
  findGroupUserPage,
  findManufacturerUserPage,
} from './teams.repository.ts';
import {
  createEstablishmentUser,
  createGroupUser,
  deleteEstablishmentUser,
  deleteGroupUser,
  loadEstablishmentUser,
  loadGroupUser,
  updateEstablishmentUser,
  updateGroupUser,
} from './teams.service.ts';

// Who works where is part of managing people: the `users` area (MODERATOR writes it, not staff roles).
const access = areaAccess('users');
const tags = ['Équipes'];
const establishmentPath = '/v1/veterinary_establishment_users';
const groupPath = '/v1/veterinary_group_users';
const removed = z.null().describe('Removed');

export function teamsRoutes(app: FastifyInstance, { db, mailer }: { db: Db; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, mailer };

  // ------------------------------------------------------------ establishment teams
  r.get(establishmentPath, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentUsers',
      summary: "List establishments' team members (job title, department, entry and exit dates)",
      querystring: establishmentUserQuerySchema,
      response: { 200: establishmentUserListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findEstablishmentUserPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toEstablishmentUser), total, query);
    },
  });

  r.get(`${establishmentPath}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryEstablishmentUser',
      summary: "Get one job in an establishment's team",
      params: idParams,
      response: { 200: establishmentUserResponseSchema },
    },
    handler: async (request) => ({ data: await loadEstablishmentUser(db, request.params.id) }),
  });

  r.post(establishmentPath, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryEstablishmentUser',
      summary:
        "Add a user to an establishment's team with a job title from an entry date; a VETERINARIAN_LEADER job needs billing write, and nobody adds their own job (403)",
      body: establishmentUserCreateSchema,
      response: {
        201: establishmentUserResponseSchema,
        ...refuses(
          TEAM_PROBLEMS.OWN_JOB_FORBIDDEN,
          TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createEstablishmentUser(deps, request.body, writeContext(request));
      return reply.status(201).header('location', `${establishmentPath}/${data.id}`).send({ data });
    },
  });

  r.patch(`${establishmentPath}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryEstablishmentUser',
      summary: 'Change a job (ending it is an exit date); If-Match refuses a stale edit (412)',
      params: idParams,
      body: establishmentUserUpdateSchema,
      response: {
        200: establishmentUserResponseSchema,
        ...refuses(
          TEAM_PROBLEMS.OWN_JOB_FORBIDDEN,
          TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateEstablishmentUser(deps, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${establishmentPath}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryEstablishmentUser',
      summary: 'Remove a job entered by mistake (the history keeps it)',
      params: idParams,
      response: {
        204: removed,
        ...refuses(TEAM_PROBLEMS.OWN_JOB_FORBIDDEN, TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN),
      },
    },
    handler: async (request, reply) => {
      await deleteEstablishmentUser(deps, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });

  // ------------------------------------------------------------ group teams
  r.get(groupPath, {
    config: access.read,
    schema: {
      tags,
      operationId: 'getVeterinaryGroupUsers',
      summary: "List groups' team members (job title, department, entry and exit dates)",
      querystring: groupUserQuerySchema,
      response: { 200: groupUserListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findGroupUserPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toGroupUser), total, query);
    },
  });

  r.get(`${groupPath}/:id`, {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getVeterinaryGroupUser',
      summary: "Get one job in a group's team",
      params: idParams,
      response: { 200: groupUserResponseSchema },
    },
    handler: async (request) => ({ data: await loadGroupUser(db, request.params.id) }),
  });

  r.post(groupPath, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createVeterinaryGroupUser',
      summary:
        "Add a user to a group's team with a job title from an entry date; a VETERINARIAN_LEADER job needs billing write, and nobody adds their own job (403)",
      body: groupUserCreateSchema,
      response: {
        201: groupUserResponseSchema,
        ...refuses(
          TEAM_PROBLEMS.OWN_JOB_FORBIDDEN,
          TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request, reply) => {
      const data = await createGroupUser(deps, request.body, writeContext(request));
      return reply.status(201).header('location', `${groupPath}/${data.id}`).send({ data });
    },
  });

  r.patch(`${groupPath}/:id`, {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateVeterinaryGroupUser',
      summary: 'Change a job (ending it is an exit date); If-Match refuses a stale edit (412)',
      params: idParams,
      body: groupUserUpdateSchema,
      response: {
        200: groupUserResponseSchema,
        ...refuses(
          TEAM_PROBLEMS.OWN_JOB_FORBIDDEN,
          TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN,
          HTTP_PROBLEMS.UNKNOWN_REFERENCE,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateGroupUser(deps, request.params.id, request.body, writeContext(request)),
    }),
  });

  r.delete(`${groupPath}/:id`, {
    config: { ...access.write, ifMatch: true },
    schema: {
      tags,
      operationId: 'deleteVeterinaryGroupUser',
      summary: 'Remove a job entered by mistake (the history keeps it)',
      params: idParams,
      response: {
        204: removed,
        ...refuses(TEAM_PROBLEMS.OWN_JOB_FORBIDDEN, TEAM_PROBLEMS.LEADER_JOB_FORBIDDEN),
      },
    },
    handler: async (request, reply) => {
      await deleteGroupUser(deps, request.params.id, writeContext(request));
      return reply.status(204).send(null);
    },
  });

  // ------------------------------------------------------------ manufacturer staff
  r.get('/v1/manufacturer_users', {
    config: access.read,
    schema: {
      tags,
      operationId: 'getManufacturerUsers',
      summary: "List manufacturers' staff (job title, department)",
      querystring: manufacturerUserList.querySchema,
      response: { 200: manufacturerUserListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findManufacturerUserPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows.map(toManufacturerUser), total, query);
    },
  });
}
