import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/api.ts';
import { makeEstablishment } from '../support/factories/establishments.ts';
import { validPrivilegedCodes } from '../support/factories/privileged-codes.ts';
import { signInForAccessToken } from '../support/oidc-client.ts';
import { type ProductProcess, startProductProcess } from '../support/product-process.ts';

// A checkout in a folder only its owner can enter (root's home, a mode-700 folder): as root, the
// embedded PostgreSQL runs as the `postgres` user, which can reach neither its binaries in node_modules
// nor ./data. `npm start` and `npm test` must work there all the same.
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const isRoot = process.getuid?.() === 0;
const home = mkdtempSync(join(tmpdir(), 'vetbo-home-'));
const checkout = join(home, 'vetbo');
const running: ProductProcess[] = [];
let placedData: string | undefined;

/** This checkout's files as they are now (tracked and new, not ignored), as a clone would have them. */
function copyCheckout() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    cpSync(join(root, file), join(checkout, file), { verbatimSymlinks: true });
  }
  // `npm ci`'s result, hard-linked where the file system allows (real folders inside the checkout).
  const modules = [
    '.',
    'apps/server',
    'apps/web',
    'e2e',
    'packages/api-client',
    'packages/db',
    'packages/domain',
  ]
    .map((folder) => join(folder, 'node_modules'))
    .filter((folder) => existsSync(join(root, folder)));
  for (const folder of modules) {
    const [from, to] = [join(root, folder), join(checkout, folder)];
    try {
      execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
    } catch {
      rmSync(to, { recursive: true, force: true });
      execFileSync('cp', ['-a', from, to]);
    }
  }
  // Caches written in place by the nested test run stay this copy's own.
  rmSync(join(checkout, 'node_modules', '.vite'), { recursive: true, force: true });
}

/** `npx vitest run …` in the checkout, as `npm test` runs it: no TEST_DATABASE_URL, an embedded server. */
function runTests(...args: string[]): Promise<{ code: number | null; output: string }> {
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(VITEST|TEST_DATABASE_URL$|TEST$|FORCE_COLOR$)/.test(key),
    ),
  );
  const vitest = join(checkout, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', ...args], {
    cwd: checkout,
    env: { ...environment, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

afterAll(async () => {
  for (const product of running) await product.stop();
  rmSync(home, { recursive: true, force: true });
  if (placedData?.startsWith('/var/lib/vetbo/data/')) rmSync(placedData, { recursive: true, force: true });
});

describe('[DB] a checkout in a folder only its owner can enter', () => {
  it('starts with `npm start`’s command, says where its data is, finds it again, and runs the API tests', async () => {
    chmodSync(home, 0o700);
    copyCheckout();

    const first = await startProductProcess({}, { checkout });
    running.push(first);
    const output = first.output();
    if (isRoot) {
      expect(output).toMatch(/it runs the copy in \/var\/lib\/vetbo\/postgresql\/[\w.-]+/);
      placedData = /its data is kept in (\/var\/lib\/vetbo\/data\/vetbo-[0-9a-f]{12}) /.exec(output)?.[1];
      expect(placedData).toBeDefined();
      expect(existsSync(join(checkout, 'data'))).toBe(false);
    } else {
      placedData = join(checkout, 'data');
    }
    expect(output).toContain(`data in ${placedData}/postgresql`);
    const token = await signInForAccessToken(first.url, 'admin@vetbo.test', 'vetbo-demo');
    const [code] = validPrivilegedCodes('RTW', 1) as [string];
    const created = await call('POST', '/v1/veterinary_establishments', {
      baseUrl: first.url,
      token,
      body: makeEstablishment({ privilegedCode: code, name: `Clinique ${code}` }),
    });
    expect(created.status).toBe(201);
    await first.stop();
    running.pop();

    // The next start of the same checkout finds the same data.
    const second = await startProductProcess({}, { checkout });
    running.push(second);
    expect(second.output()).toContain(`data in ${placedData}/postgresql`);
    const again = await signInForAccessToken(second.url, 'admin@vetbo.test', 'vetbo-demo');
    const found = await call('GET', `/v1/veterinary_establishments/${created.body.data.id}`, {
      baseUrl: second.url,
      token: again,
    });
    expect(found.body.data?.privilegedCode).toBe(code);
    await second.stop();
    running.pop();

    const tests = await runTests(
      '--project',
      'api',
      'apps/server/test/central-accounts/demo-extras.happy.test.ts',
    );
    expect(tests.output).toMatch(/Tests\s+1 passed/);
    expect(tests.code, tests.output).toBe(0);
  }, 300_000);
});
