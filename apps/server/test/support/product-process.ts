import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ProductProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, as a service manager stops it, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no chance to clean anything up. */
  kill(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The product as `npm start` runs it (its own process, embedded PostgreSQL unless DATABASE_URL is given),
 * from this checkout or from `checkout`.
 */
export async function startProductProcess(
  environment: Record<string, string>,
  { checkout = root }: { checkout?: string } = {},
): Promise<ProductProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: checkout,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO_DATA: 'true',
      STAGE: 'local',
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const product: ProductProcess = {
    url,
    child,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode}):\n${log}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return product;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await product.kill();
  throw new Error(`the product did not become healthy:\n${log}`);
}
