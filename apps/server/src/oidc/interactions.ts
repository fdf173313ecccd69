import type { Db } from '@vetbo/db/database';
import { hashPassword, needsRehash, UNUSABLE_PASSWORD_HASH, verifyPassword } from '@vetbo/db/password';
import { users } from '@vetbo/db/schema/index';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { emailPage, MESSAGES, messagePage, PAGE_HEADERS, passwordPage } from './pages.ts';
import { type AttemptLimiter, DatabaseAttemptLimiter } from './rate-limiter.ts';

/** At most this many failed passwords per e-mail address and per IP address in the window. */
export const MAX_FAILED_ATTEMPTS = 10;
export const FAILED_ATTEMPTS_WINDOW_MS = 15 * 60 * 1000;
/** E-mail look-ups per IP address in the window (the greeting tells a known address from an unknown one). */
export const MAX_EMAIL_LOOKUPS = 60;
/** "Mot de passe oublié" requests per e-mail address in the window, whatever the IP addresses. */
export const MAX_RESETS_PER_EMAIL = 3;

const FORM_BODY_LIMIT = 16 * 1024;
// No whitespace and no control characters (a NUL would reach the database and fail there).
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cs}]+@[^\s@\p{Cc}\p{Cs}]+$/u;

/** What the e-mail step leaves in `interaction.result` (one of the fields `Interaction.save()` keeps). */
interface EmailStepResult {
  vetboEmail?: { email: string };
}

export interface InteractionRoutesOptions {
  provider: Provider;
  db: Db;
  /** `/oidc`: the interaction pages live under `${prefix}/interaction/:uid`. */
  prefix: string;
  /** Where an expired sign-in sends the user back to (the SPA). */
  homeUrl: string;
  /** First-party clients whose consent is given implicitly. */
  firstPartyClientIds: ReadonlySet<string>;
  /** Grants the first-party client everything it asked for (shared with `loadExistingGrant`). */
  grantFirstParty: (interaction: Interaction) => Promise<string>;
  limiters?: InteractionLimiters;
  /** Linked as "Mot de passe oublié ?" from the password step, when one-time links can be sent. */
  forgotPasswordPath?: string;
}

export interface InteractionLimiters {
  byEmail: AttemptLimiter;
  byIp: AttemptLimiter;
  lookupsByIp: AttemptLimiter;
  resetsByEmail: AttemptLimiter;
}

/** The sign-in limits, counted in the database so that every replica sees every attempt. */
export function createInteractionLimiters(db: Db, lookupsPerIp = MAX_EMAIL_LOOKUPS): InteractionLimiters {
  return {
    byEmail: new DatabaseAttemptLimiter(db, 'password-email', MAX_FAILED_ATTEMPTS, FAILED_ATTEMPTS_WINDOW_MS),
    byIp: new DatabaseAttemptLimiter(db, 'password-ip', MAX_FAILED_ATTEMPTS, FAILED_ATTEMPTS_WINDOW_MS),
    lookupsByIp: new DatabaseAttemptLimiter(db, 'email-lookup-ip', lookupsPerIp, FAILED_ATTEMPTS_WINDOW_MS),
    resetsByEmail: new DatabaseAttemptLimiter(
      db,
      'password-reset-email',
      MAX_RESETS_PER_EMAIL,
      FAILED_ATTEMPTS_WINDOW_MS,
    ),
  };
}

type UidRequest = FastifyRequest<{
  Params: { uid: string };
  Querystring: Record<string, string | undefined>;
}>;

/**
 * The sign-in pages: e-mail, then "Bonjour {prénom}" and the password. Registered in their own
 * encapsulated scope, which parses `application/x-www-form-urlencoded` bodies and nothing else.
 *
 * CSRF: every handler starts from `interactionDetails()`, which needs the interaction cookie; that cookie
 * is SameSite=Lax, httpOnly, signed and scoped to `${prefix}/interaction/<uid>`, so a cross-site form post
 * cannot carry it, and the uid in the path must match it.
 */
export async function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { provider, db, prefix, homeUrl } = options;
  const limiters = options.limiters ?? createInteractionLimiters(db);

  const base = (uid: string) => `${prefix}/interaction/${encodeURIComponent(uid)}`;

  function send(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).headers(PAGE_HEADERS).send(html);
  }

  function expired(reply: FastifyReply) {
    return send(
      reply,
      400,
      messagePage({
        title: 'Connexion expirée',
        message:
          'Cette page de connexion a expiré ou a déjà servi. Revenez à l’application pour vous connecter à nouveau.',
        link: { href: homeUrl, label: 'Revenir à Vetbo' },
      }),
    );
  }

  /** The interaction of the cookie, or null when missing, expired or not the one in the path. */
  async function interactionFor(request: UidRequest, reply: FastifyReply): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch (error) {
      if (error instanceof Error && error.name === 'SessionNotFound') return null;
      throw error;
    }
  }

  async function firstNameOf(email: string): Promise<string | null> {
    const [user] = await db
      .select({ firstName: users.firstName })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return user?.firstName ?? null;
  }

  async function finish(
    reply: FastifyReply,
    request: UidRequest,
    result: Parameters<Provider['interactionResult']>[2],
  ) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function renderPasswordStep(
    reply: FastifyReply,
    status: number,
    uid: string,
    email: string,
    error?: string,
  ) {
    return send(
      reply,
      status,
      passwordPage({
        action: `${base(uid)}/password`,
        firstName: await firstNameOf(email),
        email,
        changeEmailHref: `${base(uid)}?etape=email`,
        forgotPasswordHref: options.forgotPasswordPath
          ? `${options.forgotPasswordPath}?email=${encodeURIComponent(email)}`
          : undefined,
        error,
      }),
    );
  }

  await app.register(async (scope) => {
    // HTML sign-in pages, not API operations: kept out of the OpenAPI document.
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
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'oidc interaction failed');
      return send(
        reply,
        status >= 400 && status < 600 ? status : 500,
        messagePage({
          title: 'Connexion impossible',
          message:
            status >= 500
              ? 'Une erreur est survenue. Réessayez dans quelques instants.'
              : 'La demande envoyée n’est pas valide. Revenez à l’application pour vous connecter.',
          link: { href: homeUrl, label: 'Revenir à Vetbo' },
        }),
      );
    });

    scope.get(`${prefix}/interaction/:uid`, async (request: UidRequest, reply) => {
      const interaction = await interactionFor(request, reply);
      if (!interaction) return expired(reply);
      const { uid, prompt, params } = interaction;

      if (prompt.name === 'consent') {
        // Not reached for the first-party client (its grant is made in loadExistingGrant); kept as a safety net.
        if (!options.firstPartyClientIds.has(String(params.client_id))) {
          return finish(reply, request, { error: 'access_denied', error_description: 'consent required' });
        }
        const grantId = await options.grantFirstParty(interaction);
        return finish(reply, request, { consent: { grantId } });
      }
      if (prompt.name !== 'login') {
        return finish(reply, request, {
          error: 'access_denied',
          error_description: `unsupported prompt ${prompt.name}`,
        });
      }

      const chosen = (interaction.result as EmailStepResult | undefined)?.vetboEmail?.email;
      if (chosen && request.query.etape !== 'email') return renderPasswordStep(reply, 200, uid, chosen);
      const hint = typeof params.login_hint === 'string' ? params.login_hint : undefined;
      return send(reply, 200, emailPage({ action: `${base(uid)}/email`, email: chosen ?? hint }));
    });

    scope.post(`${prefix}/interaction/:uid/email`, async (request: UidRequest, reply) => {
      const interaction = await interactionFor(request, reply);
      if (!interaction) return expired(reply);
      const action = `${base(interaction.uid)}/email`;
      const email = formField(request.body, 'email').trim();

      if ((await limiters.byIp.isBlocked(request.ip)) || (await limiters.lookupsByIp.isBlocked(request.ip))) {
        return send(reply, 429, emailPage({ action, email, error: MESSAGES.tooManyAttempts }));
      }
      if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
        return send(reply, 400, emailPage({ action, email, error: MESSAGES.invalidEmail }));
      }
      await limiters.lookupsByIp.recordFailure(request.ip);

      // Only fields of Interaction.IN_PAYLOAD survive save(): the address goes in `result`.
      interaction.result = { vetboEmail: { email } } satisfies EmailStepResult;
      await interaction.persist();
      return reply.header('cache-control', 'no-store').redirect(base(interaction.uid), 303);
    });

    scope.post(`${prefix}/interaction/:uid/password`, async (request: UidRequest, reply) => {
      const interaction = await interactionFor(request, reply);
      if (!interaction) return expired(reply);
      const { uid } = interaction;
      const email = (interaction.result as EmailStepResult | undefined)?.vetboEmail?.email;
      if (!email || interaction.prompt.name !== 'login') return reply.redirect(base(uid), 303);

      const emailKey = email.toLowerCase();
      if ((await limiters.byEmail.isBlocked(emailKey)) || (await limiters.byIp.isBlocked(request.ip))) {
        return renderPasswordStep(reply, 429, uid, email, MESSAGES.tooManyAttempts);
      }
      const password = formField(request.body, 'password');
      if (!password) return renderPasswordStep(reply, 400, uid, email, MESSAGES.missingPassword);

      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, tokensValidAfter: users.tokensValidAfter })
        .from(users)
        .where(sql`lower(${users.email}) = ${emailKey}`)
        .limit(1);
      // An unknown address is checked against a hash too, so both cases cost one scrypt.
      const valid = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
      if (!user?.passwordHash || !valid) {
        await limiters.byEmail.recordFailure(emailKey);
        await limiters.byIp.recordFailure(request.ip);
        request.log.info({ uid }, 'oidc sign-in failed');
        return renderPasswordStep(reply, 401, uid, email, MESSAGES.invalidCredentials);
      }

      await limiters.byEmail.reset(emailKey);
      // A hash of an older cost is replaced by one of today's, now that the password is known. The record
      // itself did not change: its updatedDate (and ETag's version) stays.
      const rehashed = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
      await db
        .update(users)
        .set({
          lastSignInDate: new Date(),
          updatedDate: sql`${users.updatedDate}`,
          ...(rehashed ? { passwordHash: rehashed } : {}),
        })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
      await untilTokensValid(user.tokensValidAfter);
      return finish(reply, request, {
        login: { accountId: String(user.id), amr: ['pwd'], remember: false },
      });
    });

    scope.post(`${prefix}/interaction/:uid/abort`, async (request: UidRequest, reply) => {
      const interaction = await interactionFor(request, reply);
      if (!interaction) return expired(reply);
      return finish(reply, request, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    });
  });
}

/**
 * Right after a password set or an e-mail change, tokens issued before the next whole second are refused
 * (user-accounts/end-sessions.ts): the sign-in waits for it (under a second) so that its token works.
 */
async function untilTokensValid(tokensValidAfter: Date | null): Promise<void> {
  const wait = (tokensValidAfter?.getTime() ?? 0) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 1_000)));
}

function formField(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
