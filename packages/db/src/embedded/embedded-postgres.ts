import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBinaries } from './binaries.ts';
import { type DataDirectory, DataDirectoryError, openDataDirectory } from './data-directory.ts';
import { freePort } from './free-port.ts';
import { sleep, waitForExit } from './processes.ts';
import { placeBinaries, placeDataDirectory } from './root-places.ts';
import { chownTo, ensureReachable, type RunAs, resolveRunAs } from './run-as.ts';
import { claimDataDirectory, recoverStaleServer, releaseDataDirectory } from './stale-server.ts';

export interface EmbeddedPostgres {
  /** Connection URL of the running server (loopback only). */
  url: string;
  /** Pid of the postmaster, for tests that simulate a crash. */
  pid: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Messages worth showing (start-up, recovery, fatal server errors). */
  log?: (message: string) => void;
  /** Port to try first; when another program holds it, a free one is taken. Default: a free port. */
  port?: number;
}

const SUPERUSER = 'postgres';
const START_ATTEMPTS = 5;
const START_TIMEOUT_MS = 60_000;
/** Our own readiness probes, refused while the server starts: not worth a log line. */
const NOT_READY_YET = /the database system is (starting up|not yet accepting connections)/;
/**
 * Worth another try: another program took the port between our check and the server's bind, or the
 * backends of a killed server have not yet noticed and still hold its shared memory.
 */
const RETRYABLE_START_FAILURE = /could not (bind|create listen socket)|pre-existing shared memory block/i;

/** Captures a child's stderr, keeping the last lines for error messages. */
function tail(child: ChildProcess, onLine: (line: string) => void = () => {}) {
  const lines: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > 40) lines.shift();
      onLine(line);
    }
  });
  return () => lines.join('\n');
}

async function initialise(initdb: string, directory: DataDirectory, runAs: RunAs) {
  // initdb writes into a scratch directory renamed at the end: a run killed half-way leaves no half cluster.
  for (const entry of readdirSync(directory.root)) {
    if (entry.startsWith('postgresql.init-'))
      rmSync(join(directory.root, entry), { recursive: true, force: true });
  }
  const scratch = `${directory.pgdata}.init-${process.pid}`;
  mkdirSync(scratch, { mode: 0o700 });
  chownTo(scratch, runAs);
  const passwordFile = join(directory.root, `.initdb-password-${process.pid}`);
  writeFileSync(passwordFile, `${directory.password}\n`, { mode: 0o600 });
  chownTo(passwordFile, runAs);
  try {
    const child = spawn(
      initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Same ordering as the PostgreSQL servers Vetbo is tested on, whatever locales the OS has.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const output = tail(child);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`initdb failed (exit ${code}):\n${output()}`);
    renameSync(scratch, directory.pgdata);
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    const ready = await client.connect().then(
      () => client.query('select 1').then(() => true),
      () => false,
    );
    await client.end().catch(() => {});
    if (ready) return true;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(
    `The embedded PostgreSQL did not accept connections within ${START_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/**
 * Starts a PostgreSQL server of its own on a free loopback port, with its data in `dataDir` (created on
 * first use; undefined: `./data`, or its place under /var/lib/vetbo when root's checkout is out of the
 * `postgres` user's reach), and stops it with `stop()` — or when this process exits.
 */
export async function startEmbeddedPostgres(
  dataDir: string | undefined,
  { log = console.log, port: preferredPort }: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const runAs = resolveRunAs();
  const { initdb, postgres } = placeBinaries(await postgresBinaries(), runAs, log);
  const directory = openDataDirectory(placeDataDirectory(dataDir, runAs, log));
  ensureReachable(directory.root, runAs);
  claimDataDirectory(directory);
  try {
    await recoverStaleServer(directory, log);
    if (!existsSync(join(directory.pgdata, 'PG_VERSION'))) {
      log(`embedded PostgreSQL: creating a database in ${directory.pgdata}`);
      await initialise(initdb, directory, runAs);
    }
    for (let attempt = 1; ; attempt++) {
      const port = attempt === 1 && preferredPort ? preferredPort : await freePort();
      const child = spawn(
        postgres,
        [
          '-D',
          directory.pgdata,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          // The product's own server runs on local disks: JIT costs more than it saves on its short
          // statements, and random reads cost little more than sequential ones (docs/performance.md).
          '-c',
          'jit=off',
          '-c',
          'random_page_cost=1.1',
        ],
        // Its own process group: a Ctrl-C in the terminal reaches the product, which stops the database last.
        { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], detached: true },
      );
      const output = tail(child, (line) => {
        if (/\b(FATAL|PANIC):/.test(line) && !NOT_READY_YET.test(line)) log(`embedded PostgreSQL: ${line}`);
      });
      const url = `postgresql://${SUPERUSER}:${encodeURIComponent(directory.password)}@127.0.0.1:${port}/postgres`;
      if (await waitUntilReady(url, child, output)) {
        log(`embedded PostgreSQL: ready on 127.0.0.1:${port}, data in ${directory.pgdata}`);
        return running(child, url, directory);
      }
      if (RETRYABLE_START_FAILURE.test(output()) && attempt < START_ATTEMPTS) {
        await sleep(attempt * 200);
        continue;
      }
      throw new Error(`The embedded PostgreSQL stopped while starting:\n${output()}`);
    }
  } catch (error) {
    releaseDataDirectory(directory);
    throw error instanceof DataDirectoryError ? error : new Error((error as Error).message, { cause: error });
  }
}

function running(child: ChildProcess, url: string, directory: DataDirectory): EmbeddedPostgres {
  const pid = child.pid as number;
  // A process that exits without stop() (uncaught error, process.exit) still asks its database to stop.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  let stopping: Promise<void> | undefined;
  return {
    url,
    pid,
    stop() {
      stopping ??= (async () => {
        process.off('exit', onExit);
        // SIGINT is PostgreSQL's fast shutdown: it closes sessions and writes a checkpoint.
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
        if (!(await waitForExit(pid, 30_000))) child.kill('SIGQUIT');
        releaseDataDirectory(directory);
      })();
      return stopping;
    },
  };
}
