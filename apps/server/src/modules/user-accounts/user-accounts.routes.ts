import type { Db } from '@vetbo/db/database';
import { integerId } from '@vetbo/domain/list-query';
import { userResponseSchema } from '@vetbo/domain/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problems } from '../../lib/openapi-responses.ts';
import { writeContext } from '../../lib/write-context.ts';
import { actorOf } from '../users/account-guard.ts';
import type { MailContext } from '../users/users.service.ts';
import { sendInvitation } from './invitations.ts';

const write = { access: { area: 'users', action: 'write' } } as const;
const tags = ['Utilisateurs'];
const idParams = z.object({ id: integerId });

/** The sign-in account of a user: invitations (the password pages are in src/oidc/password-routes.ts). */
export function userAccountsRoutes(app: FastifyInstance, { db, mail }: { db: Db; mail: MailContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/users/:id/invitations', {
    config: write,
    schema: {
      tags,
      operationId: 'sendUserInvitation',
      summary:
        'Send (again) the invitation e-mail: a one-time link to choose a password, valid 7 days; the previous link stops working. Only to a user without a password (409 PASSWORD_ALREADY_SET: they use “mot de passe oublié”); never to oneself (403 OWN_IDENTITY); to a staff member by an ADMIN only (403 STAFF_ACCOUNT_ADMIN_ONLY), to a leader by a billing writer only (403 LEADER_ACCOUNT_BILLING_ONLY)',
      params: idParams,
      response: { 200: userResponseSchema, ...problems(409) },
    },
    handler: async (request) => ({
      data: await sendInvitation(db, mail, request.params.id, writeContext(request), actorOf(request)),
    }),
  });
}
