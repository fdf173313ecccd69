import type { Db } from '@vetbo/db/database';
import {
  userCreateSchema,
  userList,
  userListResponseSchema,
  userResponseSchema,
  userRoleSchema,
  userUpdateSchema,
} from '@vetbo/domain/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAnswer } from '../../lib/list.ts';
import { listRoutes } from '../../lib/list-routes.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import { actorOf } from './account-guard.ts';
import { USER_PROBLEMS } from './users.problems.ts';
import { findUserPage } from './users.repository.ts';
import {
  changeUserRole,
  createUser,
  type ForgetUser,
  loadUser,
  type MailContext,
  updateUser,
} from './users.service.ts';

const access = areaAccess('users');
const grant = areaAccess('roles').write;
const tags = ['Utilisateurs'];

export function usersRoutes(
  app: FastifyInstance,
  { db, forgetUser, mail }: { db: Db; forgetUser: ForgetUser; mail: MailContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  listRoutes(app, {
    path: '/v1/users',
    tags,
    config: access.read,
    querystring: userList.querySchema,
    response: userListResponseSchema,
    list: { operationId: 'getUsers', summary: 'List users' },
    search: {
      operationId: 'searchUsers',
      summary: 'Search users by name (anywhere) or e-mail address (from its start)',
    },
    answer: async ({ query, url, term }) => {
      const { rows, total } = await findUserPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows, total, query);
    },
  });

  r.get('/v1/users/:id', {
    config: { ...access.read, etag: true },
    schema: {
      tags,
      operationId: 'getUser',
      summary: 'Get one user',
      params: idParams,
      response: { 200: userResponseSchema },
    },
    handler: async (request) => ({ data: await loadUser(db, request.params.id) }),
  });

  r.post('/v1/users', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'createUser',
      summary:
        'Create a user (without a staff role: PUT /v1/users/{id}/role grants one); e-mail unique (409); sendInvitation writes the invitation e-mail in the same transaction',
      body: userCreateSchema,
      response: { 201: userResponseSchema, ...refuses(USER_PROBLEMS.EMAIL_TAKEN) },
    },
    handler: async (request, reply) => {
      const data = await createUser(db, request.body, writeContext(request), mail);
      return reply.status(201).header('location', `/v1/users/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/users/:id', {
    config: { ...access.write, etag: true },
    schema: {
      tags,
      operationId: 'updateUser',
      summary:
        'Change a user (never their staff role); send If-Match with its ETag to refuse overwriting a newer version (412). A new e-mail: never one’s own (403 OWN_IDENTITY), a staff member’s by an ADMIN only (403 STAFF_ACCOUNT_ADMIN_ONLY), a leader’s by a billing writer only (403 LEADER_ACCOUNT_BILLING_ONLY); it ends the user’s password links, sessions and tokens and tells the former address',
      params: idParams,
      body: userUpdateSchema,
      response: {
        200: userResponseSchema,
        ...refuses(
          USER_PROBLEMS.EMAIL_TAKEN,
          USER_PROBLEMS.USER_ANONYMISED,
          USER_PROBLEMS.OWN_IDENTITY,
          USER_PROBLEMS.STAFF_ACCOUNT_ADMIN_ONLY,
          USER_PROBLEMS.LEADER_ACCOUNT_BILLING_ONLY,
        ),
      },
    },
    handler: async (request) => ({
      data: await updateUser(db, request.params.id, request.body, writeContext(request), actorOf(request), {
        forgetUser,
        mail,
      }),
    }),
  });

  r.put('/v1/users/:id/role', {
    config: { ...grant, etag: true },
    schema: {
      tags,
      operationId: 'changeUserRole',
      summary:
        'Grant, change or remove (null) a staff role (ADMIN only, never one’s own: 403 OWN_IDENTITY); the last ADMIN keeps theirs (409); applies from the user’s next call',
      params: idParams,
      body: userRoleSchema,
      response: {
        200: userResponseSchema,
        ...refuses(USER_PROBLEMS.LAST_ADMIN, USER_PROBLEMS.USER_ANONYMISED, USER_PROBLEMS.OWN_IDENTITY),
      },
    },
    handler: async (request) => ({
      data: await changeUserRole(
        db,
        request.params.id,
        request.body.staffRole,
        writeContext(request),
        actorOf(request),
        forgetUser,
      ),
    }),
  });
}
