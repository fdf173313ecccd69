import type { Db } from '@vetbo/db/database';
import {
  OPTION_CONFIG_CONTEXTS,
  type ServiceOptionConfig,
  serviceOptionConfigListResponseSchema,
  serviceOptionConfigQuerySchema,
} from '@vetbo/domain/service-catalogue';
import { isServiceCode, parameterFieldsOf } from '@vetbo/domain/services/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { areaAccess } from '../../lib/route-access.ts';
import { findAllOptions } from './service-catalogue.repository.ts';

/**
 * GET /v1/veterinary_service_option_configs: what the screens need to know of each option, per context.
 * Derived from the catalogue and the parameter rules of its service code (nothing stored), so the form
 * and the API's validation never disagree.
 */
export function serviceOptionConfigRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/veterinary_service_option_configs', {
    config: areaAccess('services').read,
    schema: {
      tags: ['Catalogue'],
      operationId: 'getVeterinaryServiceOptionConfigs',
      summary:
        'The configuration of each service option by context (the subscription form’s parameter fields)',
      querystring: serviceOptionConfigQuerySchema,
      response: { 200: serviceOptionConfigListResponseSchema },
    },
    handler: async (request) => {
      const { context } = request.query;
      const contexts = context ? [context] : OPTION_CONFIG_CONTEXTS;
      const rows = await findAllOptions(db, {
        ids: request.query['veterinaryServiceOptionId[]'],
        codes: request.query['code[]'],
      });
      const data: ServiceOptionConfig[] = rows.flatMap(({ option, serviceCode }) =>
        isServiceCode(serviceCode)
          ? contexts.map((ctx) => ({
              veterinaryServiceOptionId: option.id,
              serviceCode,
              context: ctx,
              parameterFields: [...parameterFieldsOf(serviceCode)],
            }))
          : [],
      );
      return { data };
    },
  });
}
