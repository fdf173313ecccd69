import type { Db } from '@vetbo/db/database';
import { userResponseSchema } from '@vetbo/domain/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import type { MailContext } from '../users/public.ts';
import { actorOf, USER_PROBLEMS } from '../users/public.ts';
import { sendInvitation } from './invitations.ts';
import { USER_ACCOUNT_PROBLEMS } from './user-accounts.problems.ts';

const write = areaAccess('users').write;
const tags = ['Utilisateurs'];

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
      response: {
        200: userResponseSchema,
        ...refuses(
          USER_ACCOUNT_PROBLEMS.PASSWORD_ALREADY_SET,
          USER_PROBLEMS.USER_ANONYMISED,
          USER_PROBLEMS.OWN_IDENTITY,
          USER_PROBLEMS.STAFF_ACCOUNT_ADMIN_ONLY,
          USER_PROBLEMS.LEADER_ACCOUNT_BILLING_ONLY,
        ),
      },
    },
    handler: async (request) => ({
      data: await sendInvitation(db, mail, request.params.id, writeContext(request), actorOf(request)),
    }),
  });
}
