import type { Db } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';

/** Establishments' subscriptions, their periods and the periods' discounts (spec §3.8, §4). */
export function serviceSubscriptionsRoutes(_app: FastifyInstance, _options: { db: Db }) {}
