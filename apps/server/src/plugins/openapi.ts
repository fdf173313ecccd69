import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const OPENAPI_INFO = {
  title: 'Vetbo API',
  version: '1.0.0',
  description:
    'Back office of a French veterinary-services network. Every call needs a bearer access token; ' +
    'errors are application/problem+json with a stable `code` and per-field `errors`; ' +
    'lists answer `{ data, meta: { page, limit, total } }`. Messages follow Accept-Language (fr-FR default, en).',
};

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/v1/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
