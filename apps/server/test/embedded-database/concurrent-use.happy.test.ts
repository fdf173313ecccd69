import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type RunningServer, startServer } from '../../src/server.ts';
import { call } from '../support/api.ts';
import { makeEstablishment } from '../support/factories/establishments.ts';
import { validPrivilegedCodes } from '../support/factories/privileged-codes.ts';
import { freePort } from '../support/free-port.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';

// The product's default (no DATABASE_URL): its own embedded PostgreSQL. The PGlite default that it
// replaced mixed up concurrent sessions: false 401/404/500 and other establishments' records.
const READERS = 8;
const WRITERS = 4;
const ESTABLISHMENTS = 12;
const READS_EACH = 60;
const WRITES_EACH = 20;

let server: RunningServer;
let baseUrl: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vetbo-concurrent-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = await startServer(
    loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      VETBO_DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'silent',
    }),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('[DB] the embedded default under concurrent use', () => {
  it('answers 8 readers and 4 writers at once, each with its own correct record', async () => {
    expect(server.database.kind).toBe('embedded');
    const admin = await signInForAccessToken(baseUrl, 'admin@vetbo.test', 'vetbo-demo');
    const accountant = await signInForAccessToken(baseUrl, 'accountant@vetbo.test', 'vetbo-demo');
    const codes = validPrivilegedCodes('WXZ', ESTABLISHMENTS);
    const establishments: { id: number; code: string; names: Set<string> }[] = [];
    for (const code of codes) {
      const name = `Clinique ${code} v0`;
      const created = await call('POST', '/v1/veterinary_establishments', {
        baseUrl,
        token: admin,
        body: makeEstablishment({ privilegedCode: code, name }),
      });
      expect(created.status).toBe(201);
      establishments.push({ id: created.body.data.id, code, names: new Set([name]) });
    }

    const failures: string[] = [];
    const pick = () =>
      establishments[Math.floor(Math.random() * establishments.length)] as (typeof establishments)[0];

    const writer = async (w: number) => {
      const own = establishments.filter((_, index) => index % WRITERS === w);
      for (let n = 1; n <= WRITES_EACH; n++) {
        const target = own[n % own.length] as (typeof establishments)[0];
        const name = `Clinique ${target.code} v${w}-${n}`;
        target.names.add(name); // before sending: a concurrent reader may see it at once
        const answer = await call('PATCH', `/v1/veterinary_establishments/${target.id}`, {
          baseUrl,
          token: admin,
          body: { name },
        });
        if (answer.status !== 200 || answer.body.data.id !== target.id || answer.body.data.name !== name)
          failures.push(`PATCH ${target.id} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    };

    const reader = async (r: number) => {
      const [token, email] = r % 2 ? [accountant, 'accountant@vetbo.test'] : [admin, 'admin@vetbo.test'];
      for (let n = 0; n < READS_EACH; n++) {
        const target = pick();
        if (n % 5 === 0) {
          const me = await call('GET', '/v1/me', { baseUrl, token });
          if (me.status !== 200 || me.body.data.email !== email)
            failures.push(`GET /v1/me as ${email} → ${me.status} ${me.body?.data?.email}`);
          continue;
        }
        const answer = await call('GET', `/v1/veterinary_establishments/${target.id}`, { baseUrl, token });
        const data = answer.body?.data;
        if (
          answer.status !== 200 ||
          data.id !== target.id ||
          data.privilegedCode !== target.code ||
          !target.names.has(data.name)
        )
          failures.push(`GET ${target.id} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    };

    await Promise.all([
      ...Array.from({ length: WRITERS }, (_, w) => writer(w)),
      ...Array.from({ length: READERS }, (_, r) => reader(r)),
    ]);
    expect(failures).toEqual([]);

    // Every establishment ends with the last name its writer gave it.
    for (const [index, target] of establishments.entries()) {
      const w = index % WRITERS;
      const own = establishments.filter((_, i) => i % WRITERS === w);
      const lastWrite = [...Array(WRITES_EACH).keys()]
        .map((k) => k + 1)
        .filter((n) => own[n % own.length] === target)
        .pop();
      const answer = await call('GET', `/v1/veterinary_establishments/${target.id}`, {
        baseUrl,
        token: admin,
      });
      expect(answer.body.data.name).toBe(`Clinique ${target.code} v${w}-${lastWrite}`);
    }
  }, 120_000);
});
