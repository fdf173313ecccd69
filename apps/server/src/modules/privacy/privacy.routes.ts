import type { Db } from '@vetbo/db/database';
import { privacyExportResponseSchema } from '@vetbo/domain/privacy';
import { userResponseSchema } from '@vetbo/domain/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuses } from '../../lib/openapi-responses.ts';
import { areaAccess } from '../../lib/route-access.ts';
import { idParams } from '../../lib/route-params.ts';
import { writeContext } from '../../lib/write-context.ts';
import type { ForgetUser } from '../users/public.ts';
import { USER_PROBLEMS } from '../users/public.ts';
import { PRIVACY_PROBLEMS } from './privacy.problems.ts';
import { anonymiseUser, exportUserData } from './privacy.service.ts';

const access = areaAccess('privacy');
const tags = ['Utilisateurs'];

/** Personal data (GDPR): export and anonymisation, ADMIN only. */
export function privacyRoutes(app: FastifyInstance, { db, forgetUser }: { db: Db; forgetUser: ForgetUser }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/v1/users/:id/privacy_export', {
    config: access.read,
    schema: {
      tags,
      operationId: 'exportUserPersonalData',
      summary:
        'Everything the product holds about a user, as JSON (ADMIN only): record, jobs, history they made or about them, mail to them',
      params: idParams,
      response: { 200: privacyExportResponseSchema },
    },
    handler: async (request, reply) => {
      const data = await exportUserData(db, request.params.id);
      reply.header('content-disposition', `attachment; filename="vetbo-utilisateur-${data.user.id}.json"`);
      reply.header('cache-control', 'no-store');
      return { data };
    },
  });

  r.post('/v1/users/:id/anonymisation', {
    config: access.write,
    schema: {
      tags,
      operationId: 'anonymiseUser',
      summary:
        'Replace a user’s personal data and end their sign-in (ADMIN only); team jobs and history stay; refused for yourself and the last ADMIN (409)',
      params: idParams,
      response: {
        200: userResponseSchema,
        ...refuses(PRIVACY_PROBLEMS.ANONYMISE_SELF, USER_PROBLEMS.USER_ANONYMISED, USER_PROBLEMS.LAST_ADMIN),
      },
    },
    handler: async (request) => ({
      data: await anonymiseUser(db, request.params.id, writeContext(request), forgetUser),
    }),
  });
}
