import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/server/test/support/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The product as `npm start` runs it (built web app, demo data), on a throw-away embedded database. */
export default async function setup(project: TestProject) {
  if (!existsSync(`${root}/apps/web/dist/index.html`)) {
    throw new Error(
      'The web app is not built: run `npm run build` (npm test does it) before the browser tests.',
    );
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      VETBO_DATA_DIR: 'memory://',
      DEMO_DATA: 'true',
      STAGE: 'local',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
    if (process.env.E2E_LOG_LEVEL) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  await waitForHealth(url, child, () => log);
  project.provide('appUrl', url);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
