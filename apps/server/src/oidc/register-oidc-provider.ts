import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@vetbo/db/database';
import { users } from '@vetbo/db/schema/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import Provider, {
  type AsymmetricSigningAlgorithm,
  type Configuration,
  errors,
  type Interaction,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { Mailer } from '../modules/mail/mailer.ts';
import { createOidcAdapterFactory } from './adapter.ts';
import {
  createInteractionLimiters,
  type InteractionLimiters,
  registerInteractionRoutes,
} from './interactions.ts';
import { logoutPage, messagePage, PAGE_HEADERS, SIGN_OUT_PAGE_HEADERS, signingOutPage } from './pages.ts';
import {
  FORGOT_PASSWORD_PATH,
  type PasswordRoutesOptions,
  registerPasswordRoutes,
} from './password-routes.ts';
import { loadOidcSecrets, publicJwk, signingAlgorithmOf } from './secrets.ts';

/** Where the provider is mounted in the Fastify app. */
export const OIDC_PREFIX = '/oidc';
/** Lifetime of the access token (spec §6). */
export const ACCESS_TOKEN_TTL = 86_400;
/** The Vite dev server's sign-in callback, accepted in the local and dev stages. */
export const VITE_DEV_REDIRECT_URI = 'http://localhost:5173/login';

export interface RegisterOidcProviderOptions {
  db: Db;
  /** The product's public address, e.g. `https://vetbo.example.fr` (no trailing slash needed). */
  publicUrl: string;
  /** The SPA's client_id, `vetbo-web` unless configured otherwise. */
  clientId: string;
  /** local, dev, preprod or prod: local and dev also accept the Vite dev server's redirect URI. */
  stage: string;
  extraRedirectUris?: string[];
  /** The API audience (resource indicator); defaults to `${publicUrl}/v1`. */
  audience?: string;
  /** Environment holding `OIDC_JWKS` / `OIDC_COOKIE_KEYS`; defaults to `process.env`. */
  env?: Record<string, string | undefined>;
  /**
   * TRUST_PROXY, as given to Fastify: the provider reads X-Forwarded-Proto/Host (Secure cookies, URLs)
   * only when proxies are trusted, and then only as far as Fastify trusts them. Default: false.
   */
  trustProxy?: boolean | string;
  /** For tests: shared or pre-filled rate limiters. */
  limiters?: InteractionLimiters;
  /** E-mail look-ups per client address in the sign-in window (config SIGN_IN_LOOKUPS_PER_IP). */
  lookupsPerIp?: number;
  /** Sends the "mot de passe oublié" links; without it, the sign-in pages offer no reset. */
  mailer?: Mailer;
  /** Drops a user from the API's sign-in cache once a new password ended their sessions and tokens. */
  forgetUser?: PasswordRoutesOptions['forgetUser'];
}

export interface RegisteredOidcProvider {
  issuer: string;
  /** The API audience access tokens are issued for. */
  audience: string;
  /** Public signing keys, to verify access tokens without an HTTP round trip. */
  jwks: { keys: JWK[] };
  provider: Provider;
}

/** The audience of the API's access tokens for a given public address. */
export function apiAudienceFor(publicUrl: string): string {
  return `${trimSlashes(publicUrl)}/v1`;
}

/**
 * Mounts the built-in OpenID Connect provider at `/oidc`: authorization code + PKCE S256 for the first-party
 * public client, JWT access tokens (typ at+jwt) for the API, French e-mail-then-password sign-in pages,
 * models in `oidc_models`, keys from the environment or `app_secrets`.
 */
export async function registerOidcProvider(
  app: FastifyInstance,
  options: RegisterOidcProviderOptions,
): Promise<RegisteredOidcProvider> {
  const { db, clientId } = options;
  const publicUrl = trimSlashes(options.publicUrl);
  const issuer = `${publicUrl}${OIDC_PREFIX}`;
  const audience = options.audience ?? apiAudienceFor(publicUrl);
  const homeUrl = `${publicUrl}/`;

  const secrets = await loadOidcSecrets(db, options.env);
  const [signingKey] = secrets.jwks.keys;
  if (!signingKey) throw new Error('no OIDC signing key');
  const signingAlg = signingAlgorithmOf(signingKey) as AsymmetricSigningAlgorithm;

  const redirectUris = unique([
    `${publicUrl}/login`,
    ...(['local', 'dev'].includes(options.stage.toLowerCase()) ? [VITE_DEV_REDIRECT_URI] : []),
    ...(options.extraRedirectUris ?? []),
  ]);
  const postLogoutRedirectUris = unique([homeUrl, ...redirectUris.map((uri) => `${new URL(uri).origin}/`)]);
  const allowedOrigins = new Set(redirectUris.map((uri) => new URL(uri).origin));

  const resourceServer: ResourceServer = {
    scope: 'api',
    audience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: signingAlg } },
  };

  /** Everything the first-party client asks for is granted, without a consent screen. */
  async function firstPartyGrant(ctx: KoaContextWithOIDC) {
    const { oidc } = ctx;
    const accountId = oidc.session?.accountId;
    const client = oidc.client;
    if (!accountId || !client) return undefined;
    const grantId = oidc.result?.consent?.grantId || oidc.session?.grantIdFor(client.clientId);
    let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    if (client.clientId !== clientId) return grant;
    if (grant && grant.accountId !== accountId) grant = undefined;
    grant ??= new oidc.provider.Grant({ accountId, clientId: client.clientId });
    const scopes = [...oidc.requestParamOIDCScopes].join(' ');
    if (scopes) grant.addOIDCScope(scopes);
    if (oidc.requestParamClaims.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
    for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
      grant.addResourceScope(indicator, server.scope);
    }
    await grant.save();
    return grant;
  }

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: {
      keys: secrets.cookieKeys,
      names: {
        session: 'vetbo_session',
        interaction: 'vetbo_interaction',
        resume: 'vetbo_interaction_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clients: [
      {
        client_id: clientId,
        client_name: 'Vetbo',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        id_token_signed_response_alg: signingAlg,
      },
    ],
    clientDefaults: { id_token_signed_response_alg: signingAlg },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid'],
    // The SPA asks for `openid` only and reads the user's name from the ID token.
    claims: {
      openid: ['sub', 'email', 'given_name', 'family_name', 'name'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // "Se déconnecter" sends the user's ID token (oidc-provider has checked its signature and that it
        // is ours): the session of that same account ends without a question. Any other request (no hint,
        // another account's) gets the confirmation page, so a link alone cannot sign anyone out.
        logoutSource: (ctx, form) => {
          const hintSubject = ctx.oidc.entities.IdTokenHint?.payload.sub;
          const ownHint = hintSubject !== undefined && hintSubject === ctx.oidc.session?.accountId;
          ctx.set(ownHint ? SIGN_OUT_PAGE_HEADERS : PAGE_HEADERS);
          ctx.body = ownHint ? signingOutPage(form) : logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.set(PAGE_HEADERS);
          ctx.body = messagePage({
            title: 'Vous êtes déconnecté',
            message: 'Votre session Vetbo est fermée sur ce navigateur.',
            link: { href: homeUrl, label: 'Revenir à Vetbo' },
          });
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    loadExistingGrant: firstPartyGrant,
    interactions: {
      url: (_ctx, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const id = Number(sub);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || String(id) !== sub) return undefined;
      const [user] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, id));
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: user.email,
          given_name: user.firstName,
          family_name: user.lastName,
          name: `${user.firstName} ${user.lastName}`.trim(),
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.set(PAGE_HEADERS);
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Connexion impossible',
        message:
          'La demande de connexion n’est pas valide ou a expiré. Revenez à l’application pour recommencer.',
        details: [out.error, out.error_description].filter(Boolean).join(' : '),
        link: { href: homeUrl, label: 'Revenir à Vetbo' },
      });
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 3_600,
      Interaction: 3_600,
      Session: 86_400,
      Grant: 86_400,
      // Unused grant types, given so that the provider does not warn about its defaults.
      ClientCredentials: 600,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      RefreshToken: 86_400,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-terminating proxy (TRUST_PROXY), X-Forwarded-Proto/Host make cookies Secure and URLs
  // right; without one, a client could send those headers itself, so they are ignored.
  const trustProxy = options.trustProxy ?? false;
  provider.proxy = trustProxy !== false && trustProxy !== '';
  if (!provider.proxy && publicUrl.startsWith('https:')) {
    app.log.warn(
      'PUBLIC_URL is https but TRUST_PROXY is off: behind a TLS-terminating load balancer, set TRUST_PROXY ' +
        'so that the sign-in cookies are Secure',
    );
  }
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'oidc server error'));
  // Koa's own error event (instead of its default console.error), attached before callback().
  (provider as unknown as EventEmitter).on('error', (error: Error) =>
    app.log.error({ err: error }, 'oidc error'),
  );

  const callback = provider.callback();

  // The provider reads its own request bodies: no Fastify body parsing in this scope.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = async (
      request: TrustedView & { raw: IncomingMessage },
      reply: { raw: ServerResponse; hijack(): void },
    ) => {
      reply.hijack();
      const req = request.raw as IncomingMessage & { originalUrl?: string };
      if (provider.proxy) forwardAsFastifyTrusts(request, req);
      const url = req.url ?? OIDC_PREFIX;
      const rest = url.slice(OIDC_PREFIX.length);
      req.originalUrl = url;
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      await callback(req, reply.raw);
    };
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
    // The provider publishes its own discovery document: its routes stay out of the API's OpenAPI document.
    const hide = { hide: true };
    scope.route({ method: methods, url: OIDC_PREFIX, exposeHeadRoute: false, schema: hide, handler });
    scope.route({ method: methods, url: `${OIDC_PREFIX}/*`, exposeHeadRoute: false, schema: hide, handler });
  });

  const limiters = options.limiters ?? createInteractionLimiters(db, options.lookupsPerIp);
  await registerInteractionRoutes(app, {
    provider,
    db,
    prefix: OIDC_PREFIX,
    homeUrl,
    firstPartyClientIds: new Set([clientId]),
    grantFirstParty: (interaction) => grantFromInteraction(provider, interaction),
    limiters,
    forgotPasswordPath: options.mailer ? FORGOT_PASSWORD_PATH : undefined,
  });
  if (options.mailer) {
    await registerPasswordRoutes(app, {
      db,
      mailer: options.mailer,
      publicUrl,
      homeUrl,
      limiters,
      forgetUser: options.forgetUser,
    });
  }

  app.log.info(
    { issuer, audience, clientId, redirectUris, keys: secrets.source },
    'built-in OpenID provider mounted',
  );

  return { issuer, audience, jwks: { keys: secrets.jwks.keys.map(publicJwk) }, provider };
}

/** What Fastify derived from the request under its trustProxy rule. */
interface TrustedView {
  protocol: string;
  host: string;
  ip: string;
}

/**
 * Koa (under oidc-provider) trusts X-Forwarded-* wholesale once `proxy` is on, and reads their first
 * value; Fastify checks the proxy addresses of TRUST_PROXY and takes the nearest trusted hop. The headers
 * are rewritten to Fastify's answer, so that the provider sees exactly what the API sees.
 */
function forwardAsFastifyTrusts(view: TrustedView, raw: IncomingMessage) {
  raw.headers['x-forwarded-proto'] = view.protocol;
  raw.headers['x-forwarded-host'] = view.host;
  raw.headers['x-forwarded-for'] = view.ip;
}

/** The consent prompt's missing scopes and claims, granted (first-party client only). */
async function grantFromInteraction(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  if (!accountId) throw new Error('consent without a signed-in account');
  const clientId = String(interaction.params.client_id);
  const found = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = found ?? new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
