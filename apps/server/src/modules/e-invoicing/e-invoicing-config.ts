// E-invoicing by environment, nothing required: without SUPER_PDP_CLIENT_ID every issued document goes to
// the built-in outbox. Read here rather than in config.ts so that the module is wired by one line of app.ts.
import { z } from 'zod';

const environmentSchema = z.object({
  SUPER_PDP_CLIENT_ID: z.string().min(1).optional(),
  SUPER_PDP_CLIENT_SECRET: z.string().min(1).optional(),
  SUPER_PDP_BASE_URL: z.string().url().default('https://api.superpdp.tech'),
  /** Seconds between two rounds of the transmission job (sending, statuses sent and received). */
  E_INVOICING_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Attempts at sending a document (or a status) before it is FAILED. */
  E_INVOICING_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
});

export interface EInvoicingConfig {
  superPdp?: { clientId: string; clientSecret: string; baseUrl: string };
  intervalSeconds: number;
  maxAttempts: number;
}

export function loadEInvoicingConfig(env: NodeJS.ProcessEnv = process.env): EInvoicingConfig {
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
  };
}
