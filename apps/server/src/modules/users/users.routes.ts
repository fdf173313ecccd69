import type { Db } from '@vetbo/db/database';
import { searchBodySchema } from '@vetbo/domain/legal-structures';
import { integerId } from '@vetbo/domain/list-query';
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
import { z } from 'zod';
import { listAnswer } from '../../lib/list.ts';
import { rawQueryKeys } from '../../lib/list-sql.ts';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { actorOf } from './account-guard.ts';
import { findUserPage } from './users.repository.ts';
import {
  changeUserRole,
  createUser,
  type ForgetUser,
  loadUser,
  type MailContext,
  updateUser,
} from './users.service.ts';

const read = { access: { area: 'users', action: 'read' } } as const;
const write = { access: { area: 'users', action: 'write' } } as const;
const grant = { access: { area: 'roles', action: 'write' } } as const;
const tags = ['Utilisateurs'];
const idParams = z.object({ id: integerId });

export function usersRoutes(
  app: FastifyInstance,
  { db, forgetUser, mail }: { db: Db; forgetUser: ForgetUser; mail: MailContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/users', {
    config: read,
    schema: {
      tags,
      operationId: 'getUsers',
      summary: 'List users',
      querystring: userList.querySchema,
      response: { 200: userListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const { rows, total } = await findUserPage(db, { query, rawKeys: rawQueryKeys(url) });
      return listAnswer(rows, total, query);
    },
  });

  r.post('/v1/users/search', {
    config: read,
    schema: {
      tags,
      operationId: 'searchUsers',
      summary: 'Search users by name (anywhere) or e-mail address (from its start)',
      querystring: userList.querySchema,
      body: searchBodySchema,
      response: { 200: userListResponseSchema },
    },
    handler: async (request) => {
      const { query, url } = request;
      const term = request.body.term?.trim() || undefined;
      const { rows, total } = await findUserPage(db, { query, rawKeys: rawQueryKeys(url), term });
      return listAnswer(rows, total, query);
    },
  });

  r.get('/v1/users/:id', {
    config: { ...read, etag: true },
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
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'createUser',
      summary:
        'Create a user (without a staff role: PUT /v1/users/{id}/role grants one); e-mail unique (409); sendInvitation writes the invitation e-mail in the same transaction',
      body: userCreateSchema,
      response: { 201: userResponseSchema, ...problems(409) },
    },
    handler: async (request, reply) => {
      const data = await createUser(db, request.body, writeContext(request), mail);
      return reply.status(201).header('location', `/v1/users/${data.id}`).send({ data });
    },
  });

  r.patch('/v1/users/:id', {
    config: { ...write, etag: true },
    schema: {
      tags,
      operationId: 'updateUser',
      summary:
        'Change a user (never their staff role); send If-Match with its ETag to refuse overwriting a newer version (412). A new e-mail: never one’s own (403 OWN_IDENTITY), a staff member’s by an ADMIN only (403 STAFF_ACCOUNT_ADMIN_ONLY), a leader’s by a billing writer only (403 LEADER_ACCOUNT_BILLING_ONLY); it ends the user’s password links, sessions and tokens and tells the former address',
      params: idParams,
      body: userUpdateSchema,
      response: { 200: userResponseSchema, ...problems(409) },
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
      response: { 200: userResponseSchema, ...problems(409) },
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
