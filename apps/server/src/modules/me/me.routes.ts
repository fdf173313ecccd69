import type { Db } from '@vetbo/db/database';
import { veterinaryEstablishmentUsers } from '@vetbo/db/schema/index';
import { STAFF_ROLES } from '@vetbo/domain/enums';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOnboarding, onboardingSchema } from './onboarding.ts';

const meSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    initials: z.string(),
    staffRole: z.enum(STAFF_ROLES).nullable(),
    isLeader: z.boolean().describe('VETERINARIAN_LEADER of at least one establishment today (spec §6)'),
  })
  .meta({ id: 'Me' });

export function meRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/me', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['Session'],
      operationId: 'getMe',
      summary: 'The signed-in user',
      response: { 200: z.object({ data: meSchema }) },
    },
    handler: async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      const links = veterinaryEstablishmentUsers;
      const [leader] = await db
        .select({ id: links.id })
        .from(links)
        .where(
          and(
            eq(links.userId, user.id),
            eq(links.jobTitle, 'VETERINARIAN_LEADER'),
            lte(links.entryDate, sql`current_date`),
            or(isNull(links.exitDate), sql`${links.exitDate} >= current_date`),
          ),
        )
        .limit(1);
      return {
        data: {
          ...user,
          displayName: `${user.firstName} ${user.lastName}`,
          initials: `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase(),
          isLeader: Boolean(leader),
        },
      };
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get('/v1/me/onboarding', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['Session'],
      operationId: 'getMyOnboarding',
      summary:
        'The onboarding area of the signed-in user: the establishments they lead and the mandates to sign',
      response: { 200: z.object({ data: onboardingSchema }) },
    },
    handler: async (request) => ({
      data: await loadOnboarding(db, (request.user as NonNullable<typeof request.user>).id),
    }),
  });
}
