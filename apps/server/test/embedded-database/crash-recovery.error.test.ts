import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { makeEstablishment } from '../support/factories/establishments.ts';
import { validPrivilegedCodes } from '../support/factories/privileged-codes.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { type ProductProcess, startProductProcess } from '../support/product-process.ts';

const WRITERS = 4;
const ACKNOWLEDGED_BEFORE_KILL = 40;

const dataDir = mkdtempSync(join(tmpdir(), 'vetbo-crash-'));
const running: ProductProcess[] = [];

afterAll(async () => {
  for (const product of running) await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const postmasterPid = () =>
  Number(readFileSync(join(dataDir, 'postgresql', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('[DB] the embedded default after a crash', () => {
  it('keeps every acknowledged write when the product and its database are killed during writes', async () => {
    const first = await startProductProcess({ VETBO_DATA_DIR: dataDir });
    running.push(first);
    const token = await signInForAccessToken(first.url, 'admin@vetbo.test', 'vetbo-demo');
    const codes = validPrivilegedCodes('ZXW', 400);
    const acknowledged: { id: number; code: string }[] = [];
    let killed = false;

    const writer = async (w: number) => {
      for (let n = w; n < codes.length && !killed; n += WRITERS) {
        const code = codes[n] as string;
        const answer = await call('POST', '/v1/veterinary_establishments', {
          baseUrl: first.url,
          token,
          body: makeEstablishment({ privilegedCode: code, name: `Clinique ${code}` }),
        }).catch(() => null); // a request cut by the kill was never acknowledged
        if (answer?.status === 201) acknowledged.push({ id: answer.body.data.id, code });
      }
    };
    const writes = Array.from({ length: WRITERS }, (_, w) => writer(w));
    while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL) await new Promise((r) => setTimeout(r, 10));
    // SIGKILL the product and its PostgreSQL at once, writes in flight: no shutdown code runs anywhere.
    const postgres = postmasterPid();
    killed = true;
    process.kill(postgres, 'SIGKILL');
    await first.kill();
    await Promise.all(writes);
    running.pop();

    const second = await startProductProcess({ VETBO_DATA_DIR: dataDir });
    running.push(second);
    expect(postmasterPid()).not.toBe(postgres);
    const again = await signInForAccessToken(second.url, 'admin@vetbo.test', 'vetbo-demo');
    const missing: string[] = [];
    for (const { id, code } of acknowledged) {
      const answer = await call('GET', `/v1/veterinary_establishments/${id}`, {
        baseUrl: second.url,
        token: again,
      });
      if (answer.status !== 200 || answer.body.data.privilegedCode !== code) missing.push(`${id} ${code}`);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(missing).toEqual([]);
    // The 200 demo establishments were neither lost nor seeded a second time.
    const list = await call('GET', '/v1/veterinary_establishments?limit=1', {
      baseUrl: second.url,
      token: again,
    });
    expect(list.body.meta.total).toBeGreaterThanOrEqual(200 + acknowledged.length);
    expect(list.body.meta.total).toBeLessThanOrEqual(200 + acknowledged.length + WRITERS);
  }, 180_000);
});
