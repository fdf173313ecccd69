import type { Db } from '@vetbo/db/database';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ForgettableUser } from '../auth/user-authenticator.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { PASSWORD_LINK_PATH } from '../modules/user-accounts/password-links.ts';
import {
  requestPasswordReset,
  setPasswordWithLink,
  userOfLink,
} from '../modules/user-accounts/password-reset.ts';
import type { InteractionLimiters } from './interactions.ts';
import { MESSAGES, messagePage, PAGE_HEADERS } from './pages.ts';
import { forgotPasswordPage, forgotPasswordSentPage, newPasswordPage } from './password-pages.ts';

export const FORGOT_PASSWORD_PATH = '/oidc/password/forgot';
const FORM_BODY_LIMIT = 16 * 1024;
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cs}]+@[^\s@\p{Cc}\p{Cs}]+$/u;

export interface PasswordRoutesOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  homeUrl: string;
  limiters: InteractionLimiters;
  /** Drops a user from the API's sign-in cache once a new password ended their sessions and tokens. */
  forgetUser?: (user: ForgettableUser) => void;
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * "Mot de passe oublié" and the page a one-time link opens (invitation or reset). Server-rendered like
 * the sign-in pages, in their own scope that reads form bodies only.
 */
export async function registerPasswordRoutes(app: FastifyInstance, options: PasswordRoutesOptions) {
  const { db, homeUrl, limiters } = options;
  const mail = { mailer: options.mailer, publicUrl: options.publicUrl };
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).headers(PAGE_HEADERS).send(html);
  const invalidLink = (reply: FastifyReply) =>
    send(
      reply,
      400,
      messagePage({
        title: 'Lien expiré',
        message:
          'Ce lien a expiré ou a déjà servi. Demandez un nouveau lien, ou connectez-vous si vous avez déjà choisi votre mot de passe.',
        link: { href: FORGOT_PASSWORD_PATH, label: 'Recevoir un nouveau lien' },
      }),
    );

  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(String(body)))
          if (!(key in fields)) fields[key] = value;
        done(null, fields);
      },
    );

    scope.get(
      FORGOT_PASSWORD_PATH,
      async (request: FastifyRequest<{ Querystring: { email?: string } }>, reply) => {
        const email = typeof request.query.email === 'string' ? request.query.email.slice(0, 254) : undefined;
        return send(reply, 200, forgotPasswordPage({ action: FORGOT_PASSWORD_PATH, email }));
      },
    );

    scope.post(FORGOT_PASSWORD_PATH, async (request, reply) => {
      const email = formField(request.body, 'email').trim();
      const emailKey = email.toLowerCase().slice(0, 254);
      // Per IP, and per address whatever the IP: nobody floods a mailbox with links from many addresses.
      if (
        (await limiters.lookupsByIp.isBlocked(request.ip)) ||
        (await limiters.resetsByEmail.isBlocked(emailKey))
      ) {
        return send(
          reply,
          429,
          forgotPasswordPage({ action: FORGOT_PASSWORD_PATH, email, error: MESSAGES.tooManyAttempts }),
        );
      }
      if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
        return send(
          reply,
          400,
          forgotPasswordPage({ action: FORGOT_PASSWORD_PATH, email, error: MESSAGES.invalidEmail }),
        );
      }
      await limiters.lookupsByIp.recordFailure(request.ip);
      // Counted for unknown addresses too: a refusal tells nothing about whether the address exists.
      await limiters.resetsByEmail.recordFailure(emailKey);
      // Known or not, the same steps and the same answer: nothing tells whether the address exists.
      await requestPasswordReset(db, mail, email);
      return send(reply, 200, forgotPasswordSentPage({ homeUrl }));
    });

    scope.get(`${PASSWORD_LINK_PATH}/:token`, async (request: TokenRequest, reply) => {
      const { token } = request.params;
      const user = await userOfLink(db, token);
      if (!user) return invalidLink(reply);
      return send(
        reply,
        200,
        newPasswordPage({
          action: `${PASSWORD_LINK_PATH}/${token}`,
          firstName: user.firstName,
          email: user.email,
        }),
      );
    });

    scope.post(`${PASSWORD_LINK_PATH}/:token`, async (request: TokenRequest, reply) => {
      const { token } = request.params;
      const result = await setPasswordWithLink(
        db,
        token,
        formField(request.body, 'password'),
        formField(request.body, 'confirmation'),
      );
      if (result.ok) {
        options.forgetUser?.(result.user);
        return send(
          reply,
          200,
          messagePage({
            title: 'Mot de passe enregistré',
            message: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter à Vetbo.',
            link: { href: homeUrl, label: 'Se connecter' },
          }),
        );
      }
      if (result.reason === 'invalidLink') return invalidLink(reply);
      const user = await userOfLink(db, token);
      if (!user) return invalidLink(reply);
      return send(
        reply,
        400,
        newPasswordPage({
          action: `${PASSWORD_LINK_PATH}/${token}`,
          firstName: user.firstName,
          email: user.email,
          error: result.message,
        }),
      );
    });
  });
}

function formField(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
