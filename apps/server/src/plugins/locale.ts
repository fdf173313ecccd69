import type { Locale } from '@vetbo/domain/validation-messages';
import type { FastifyInstance } from 'fastify';
import { localeFromAcceptLanguage } from '../lib/locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance) {
  app.decorateRequest('locale', 'fr');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
}
