import { hashPassword } from '@vetbo/db/password';
import { createFreshDatabase } from '@vetbo/db/testing/database-server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { call } from '../support/api.ts';
import { freePort } from '../support/free-port.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';

const DEMO_EMAILS = ['admin', 'manager', 'accountant', 'moderator', 'leader'].map((r) => `${r}@vetbo.test`);

let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
let demo: RunningServer & { baseUrl: string };

async function start(environment: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: fresh.url,
      LOG_LEVEL: 'silent',
      ...environment,
    }),
  );
  return { ...server, baseUrl };
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The message of a production start on this database, or null when it starts (and is stopped again). */
async function refusalOfProductionStart(environment: Record<string, string> = {}): Promise<string | null> {
  try {
    const production = await start({ STAGE: 'prod', ...environment });
    expect((await fetch(`${production.baseUrl}/health`)).status).toBe(200);
    await production.close();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

beforeAll(async () => {
  fresh = await createFreshDatabase();
  // A preproduction seeded with the demo data, the database later pointed at by production.
  demo = await start({ STAGE: 'preprod', DEMO_DATA: 'true' });
});

afterAll(async () => {
  await demo?.close();
  await fresh?.drop();
});

describe('[SECURITY] demo accounts in production', () => {
  it('refuses STAGE=prod while a demo account keeps the published password, naming them and the way out', async () => {
    const refusal = await refusalOfProductionStart();
    expect(refusal).toMatch(/STAGE=prod: Vetbo refuses to start while demo accounts exist/);
    expect(refusal).toContain('"vetbo-demo" is published');
    for (const email of DEMO_EMAILS) expect(refusal).toContain(email);
    expect(refusal).toContain('anonymise each of them');
    expect(refusal).toContain('POST\n/v1/users/{id}/anonymisation');

    // The operator anonymises four of them as the ADMIN (the last ADMIN cannot be anonymised).
    const admin = await signInForAccessToken(demo.baseUrl, 'admin@vetbo.test', 'vetbo-demo');
    const rows = await query<{ id: number; email: string }>(`select id, email from users`);
    const idOf = new Map(rows.map((user) => [user.email, user.id]));
    for (const email of DEMO_EMAILS.filter((e) => e !== 'admin@vetbo.test')) {
      const anonymised = await call('POST', `/v1/users/${idOf.get(email)}/anonymisation`, {
        baseUrl: demo.baseUrl,
        token: admin,
      });
      expect(anonymised.status).toBe(200);
    }
    const onlyAdmin = await refusalOfProductionStart();
    expect(onlyAdmin).toContain(`admin@vetbo.test (user ${idOf.get('admin@vetbo.test')}, ADMIN)`);
    for (const email of DEMO_EMAILS.filter((e) => e !== 'admin@vetbo.test'))
      expect(onlyAdmin).not.toContain(email);

    // …and gives the account it keeps a password of its own: production starts.
    await query(`update users set password_hash = $1 where email = 'admin@vetbo.test'`, [
      await hashPassword('un mot de passe bien à nous'),
    ]);
    expect(await refusalOfProductionStart()).toBeNull();
  }, 60_000);

  it('with an external provider, refuses a demo address whatever its password (a first sign-in matches by e-mail)', async () => {
    const refusal = await refusalOfProductionStart({
      OIDC_ISSUER: 'https://login.example.test/realms/vetbo',
    });
    expect(refusal).toMatch(/matches a first sign-in by e-mail/);
    expect(refusal).toContain('admin@vetbo.test');
  });
});
