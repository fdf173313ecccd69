import type { Db } from '@vetbo/db/database';
import type { FastifyInstance } from 'fastify';

/** Delivery options, establishments' deliveries and their discounts (spec §3.7; catalogue "Service deliveries"). */
export function serviceDeliveriesRoutes(_app: FastifyInstance, _options: { db: Db }) {}
