import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { signInForAccessToken } from '../apps/server/test/support/oidc-client.ts';
import { startProductProcess } from '../apps/server/test/support/product-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** API tokens of the demo accounts, signed in once for the run (support/api.ts apiToken). */
    apiTokens: Record<string, string>;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The product as `npm start` runs it (built web app, demo data, its own embedded PostgreSQL whatever the
 * CI machine offers), in a throw-away data directory. E2E_LOG_LEVEL shows the server's log.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(`${root}/apps/web/dist/index.html`)) {
    throw new Error(
      'The web app is not built: run `npm run build` (npm test does it) before the browser tests.',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vetbo-e2e-'));
  const product = await startProductProcess({
    VETBO_DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Every browser signs in from 127.0.0.1: the run's ~100 sign-ins would meet the default 60 per 15 minutes.
    SIGN_IN_LOOKUPS_PER_IP: '1000',
    // The e-invoicing job's round every 2 s, not 30: the e-invoicing test waits for a deposit.
    E_INVOICING_INTERVAL_SECONDS: '2',
  });
  if (process.env.E2E_LOG_LEVEL) product.child.stdout?.pipe(process.stdout);
  // A product that stops during the run leaves every later browser test on "connection refused":
  // say why, with what it printed.
  let stopping = false;
  product.child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(
        `\nThe product stopped during the browser tests (${code ?? signal}):\n${product.output()}`,
      );
  });
  project.provide('appUrl', product.url);
  // Once for the run: the provider limits sign-ins per client address (60 e-mail lookups in 15 minutes),
  // which the browsers' own sign-ins already draw on.
  const emails = ['admin', 'manager', 'accountant', 'moderator', 'leader'].map(
    (role) => `${role}@vetbo.test`,
  );
  const tokens = await Promise.all(
    emails.map((email) => signInForAccessToken(product.url, email, 'vetbo-demo')),
  );
  project.provide(
    'apiTokens',
    Object.fromEntries(emails.map((email, index) => [email, tokens[index] as string])),
  );
  return async () => {
    stopping = true;
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
