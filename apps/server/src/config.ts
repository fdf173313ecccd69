import { z } from 'zod';

const STAGES = ['local', 'dev', 'preprod', 'prod'] as const;
export type Stage = (typeof STAGES)[number];

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** E-invoicing without settings: the built-in outbox, a round every 30 s, 8 attempts. */
export const E_INVOICING_DEFAULTS: EInvoicingConfig = { intervalSeconds: 30, maxAttempts: 8 };

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  // The API's connections to PostgreSQL (the exports have three of their own); default 10.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).optional(),
  // How long a request waits for one of those connections before a 503 (ms); default 10 000.
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  // Unset: ./data, or /var/lib/vetbo/data/<checkout>-<hash> as root in a checkout `postgres` cannot reach.
  VETBO_DATA_DIR: z.string().min(1).optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('vetbo-web'),
  OIDC_AUDIENCE: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  STAGE: z.enum(STAGES).default('local'),
  // Unset: on everywhere but prod (see resolveDemoData).
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vetbo <no-reply@vetbo.localhost>'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** E-mail look-ups per client address in 15 minutes at sign-in (a test rig signing in from one address raises it). */
  SIGN_IN_LOOKUPS_PER_IP: z.coerce.number().int().min(10).max(10_000).default(60),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // E-signature: the built-in provider unless YOUSIGN_API_KEY is set.
  YOUSIGN_API_KEY: z.string().min(10).optional(),
  YOUSIGN_BASE_URL: z.string().url().default('https://api.yousign.app/v3'),
  YOUSIGN_WEBHOOK_SECRET: z.string().min(10).optional(),
  // E-invoicing: the built-in transmission outbox unless SUPER_PDP_CLIENT_ID is set.
  SUPER_PDP_CLIENT_ID: z.string().min(1).optional(),
  SUPER_PDP_CLIENT_SECRET: z.string().min(1).optional(),
  SUPER_PDP_BASE_URL: z.string().url().default('https://api.superpdp.tech'),
  /** Seconds between two rounds of the transmission job (sending, statuses sent and received). */
  E_INVOICING_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(E_INVOICING_DEFAULTS.intervalSeconds),
  /** Attempts at sending a document (or a status) before it is FAILED. */
  E_INVOICING_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(E_INVOICING_DEFAULTS.maxAttempts),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  databasePoolSize?: number;
  databasePoolWaitMs?: number;
  /** The embedded PostgreSQL's data directory; undefined: its default place (packages/db root-places.ts). */
  dataDir?: string;
  /** Set when an external OpenID provider replaces the built-in one. */
  externalIssuer?: string;
  clientId: string;
  audience?: string;
  publicUrl: string;
  stage: Stage;
  demoData: boolean;
  logLevel: string;
  webDistDir?: string;
  /** Fastify trustProxy: false, true, or the proxies' addresses (client IPs for rate limits and logs). */
  trustProxy: boolean | string;
  /** E-mail look-ups per client address in the sign-in window (MAX_EMAIL_LOOKUPS by default). */
  signInLookupsPerIp: number;
  /** Outgoing mail: sent through SMTP_URL when set, otherwise kept QUEUED in the outbox. */
  mail: { smtpUrl?: string; from: string; maxAttempts: number; retryDelaySeconds: number };
  /** Yousign API v3 when YOUSIGN_API_KEY is set; otherwise the built-in e-signature provider. */
  yousign?: YousignConfig;
  /** The approved platform Super PDP when SUPER_PDP_CLIENT_ID is set; otherwise the built-in outbox. */
  eInvoicing: EInvoicingConfig;
}

export interface EInvoicingConfig {
  superPdp?: { clientId: string; clientSecret: string; baseUrl: string };
  intervalSeconds: number;
  maxAttempts: number;
}

export interface YousignConfig {
  apiKey: string;
  baseUrl: string;
  /** Verifies the webhooks' X-Yousign-Signature-256; without it every webhook is refused. */
  webhookSecret?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.SUPER_PDP_CLIENT_ID && !e.SUPER_PDP_CLIENT_SECRET)
    throw new Error('Invalid configuration: SUPER_PDP_CLIENT_SECRET is required with SUPER_PDP_CLIENT_ID');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePoolWaitMs: e.DATABASE_POOL_WAIT_MS,
    dataDir: e.VETBO_DATA_DIR,
    externalIssuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    audience: e.OIDC_AUDIENCE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    stage: e.STAGE,
    demoData: resolveDemoData(e.STAGE, e.DEMO_DATA),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    signInLookupsPerIp: e.SIGN_IN_LOOKUPS_PER_IP,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    },
    yousign: e.YOUSIGN_API_KEY
      ? {
          apiKey: e.YOUSIGN_API_KEY,
          baseUrl: e.YOUSIGN_BASE_URL.replace(/\/$/, ''),
          webhookSecret: e.YOUSIGN_WEBHOOK_SECRET,
        }
      : undefined,
    eInvoicing: {
      superPdp:
        e.SUPER_PDP_CLIENT_ID && e.SUPER_PDP_CLIENT_SECRET
          ? {
              clientId: e.SUPER_PDP_CLIENT_ID,
              clientSecret: e.SUPER_PDP_CLIENT_SECRET,
              baseUrl: e.SUPER_PDP_BASE_URL,
            }
          : undefined,
      intervalSeconds: e.E_INVOICING_INTERVAL_SECONDS,
      maxAttempts: e.E_INVOICING_MAX_ATTEMPTS,
    },
  };
}

/**
 * The demo data seeds an ADMIN whose password is published in the README: never in production. Unset,
 * DEMO_DATA is off in prod and on elsewhere; set to true with STAGE=prod, the server refuses to start.
 */
function resolveDemoData(stage: Stage, demoData: boolean | undefined): boolean {
  if (stage === 'prod' && demoData === true) {
    throw new Error(
      'Invalid configuration: DEMO_DATA=true is refused with STAGE=prod — the demo accounts (ADMIN included) ' +
        'have a published password. Remove DEMO_DATA or set STAGE to local, dev or preprod.',
    );
  }
  return demoData ?? stage !== 'prod';
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}
