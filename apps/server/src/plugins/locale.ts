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
  // Hooks on every request take a callback: an async one costs a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    done();
  });
}
