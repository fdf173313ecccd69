import { fileURLToPath } from 'node:url';
import { PARIS_TIME_ZONE } from '@vetbo/domain/paris-day';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';
import * as schema from './schema/index.ts';
import './pooled-transactions.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * The exports' own connections: a download holds its connection for as long as the client takes to
   * read it, and slow downloads must never take the connections the API's requests need.
   */
  exportPool: pg.Pool;
  /** The background jobs' connections (JOB_CONNECTIONS), and drizzle over them. */
  jobPool: pg.Pool;
  jobDb: Db;
  /** "postgresql" for a server given by URL, "embedded" for the one the product starts itself. */
  kind: 'postgresql' | 'embedded';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server. Unset: an embedded PostgreSQL server started for this process. */
  url?: string;
  /** Data directory of the embedded server (default ./data; see placeDataDirectory for root). */
  dataDir?: string;
  /** Messages of the embedded server (start-up, recovery). */
  log?: (message: string) => void;
  /** The API's connections (default 10). */
  poolSize?: number;
  /**
   * How long a request may wait for one of the API's connections, in ms (default 10 000): past it, the
   * request fails (`isPoolWaitTimeout`) instead of waiting for ever behind requests that hold them all.
   */
  poolWaitMs?: number;
  /** An idle connection that fails (database restarted, connection killed); the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));
// Any constant shared by all Vetbo servers: the advisory lock serialising migrations.
const MIGRATION_LOCK_ID = 7_311_402_026;

// Timestamps and dates come back as strings we format ourselves, never shifted by the process time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// NOTE: without an 'error' listener, a killed idle connection would crash the whole process.
const logIdleError = (error: Error) => console.error(`database: idle connection lost (${error.message})`);

/**
 * Every connection runs without JIT: the product's statements take milliseconds, and compiling one
 * costs 150–190 ms (measured on the establishments' search and export). Nor with parallel workers:
 * the API runs many short statements at once on a few cores, where a worker only takes a core from
 * another request, and the promise of one turned the search's word lookup from the trigram index
 * (0.3 ms) into a parallel scan of every word (8.6 ms; docs/performance.md, sixth session). Sent in the
 * connection's start-up message (`options`), so it holds from the first statement and costs no round
 * trip. The benchmark's plain `pg` baselines connect with the same settings.
 * And in Paris' time zone, whatever the server's default: `current_date` (leaders' jobs, active members,
 * filters) is then the day in Paris, also between midnight and 2 a.m. there, as `parisDay()` is on the
 * JavaScript side. Timestamps are unaffected (stored and read as instants).
 */
export const CONNECTION_OPTIONS = `-c jit=off -c max_parallel_workers_per_gather=0 -c timezone=${PARIS_TIME_ZONE}`;
/**
 * The API's transactions never wait on anything but the database and their own code: one left open a
 * minute (a bug, a hung request) is ended by PostgreSQL, releasing its row locks. Not on the exports'
 * connections, whose cursors wait on the client's download, nor the jobs' (pg-boss, the SMTP exchange).
 */
const API_CONNECTION_OPTIONS = `${CONNECTION_OPTIONS} -c idle_in_transaction_session_timeout=60s`;

/** Exports streaming at once; a further export waits for one of them to finish before its first byte. */
export const EXPORT_CONNECTIONS = 3;
/**
 * The background jobs' connections (pg-boss and its workers): sending a mail holds its outbox row's
 * transaction during the SMTP exchange (up to tens of seconds), never on a connection of the API's.
 */
export const JOB_CONNECTIONS = 3;
const DEFAULT_POOL_SIZE = 10;
const DEFAULT_POOL_WAIT_MS = 10_000;
/** An export waits longer for its connection (others are downloading) before it is refused. */
const EXPORT_POOL_WAIT_MS = 60_000;

interface PoolSettings {
  max: number;
  /** 0: wait for ever (pg-pool's default). */
  waitMs: number;
  connectionOptions: string;
}

function openPool(connectionString: string, settings: PoolSettings, options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.waitMs,
    options: settings.connectionOptions,
  });
  const lost = options.onIdleConnectionError ?? logIdleError;
  pool.on('error', lost);
  // A connection the server loses while it is checked out but between two statements (a transaction, an
  // export's cursor) emits its error on the client, where pg-pool listens only while it is idle: without
  // this it would be an uncaught exception (seen when PostgreSQL stops, database-outage.error.test.ts). The
  // next statement on it fails as usual, and pg-pool drops it when it is released with that error.
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

// pg-pool's error when no connection came in time (pg-pool 3; it has no code). The error test of
// packages/db/test/connection-settings.error.test.ts fails if the message changes.
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/** Whether an error is a request's wait for a pooled connection running out (`poolWaitMs`). */
export const isPoolWaitTimeout = (error: unknown): boolean =>
  error instanceof Error && error.message === POOL_WAIT_TIMEOUT;

/** The server to connect to: the one given by URL, or an embedded one started (and later stopped) here. */
async function databaseServer(
  options: DatabaseOptions,
): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (options.url) return { url: options.url };
  const embedded = await startEmbeddedPostgres(options.dataDir, { log: options.log });
  return { url: embedded.url, stop: () => embedded.stop() };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { url, stop } = await databaseServer(options);
  const pool = openPool(
    url,
    {
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      waitMs: options.poolWaitMs ?? DEFAULT_POOL_WAIT_MS,
      connectionOptions: API_CONNECTION_OPTIONS,
    },
    options,
  );
  const exportPool = openPool(
    url,
    { max: EXPORT_CONNECTIONS, waitMs: EXPORT_POOL_WAIT_MS, connectionOptions: CONNECTION_OPTIONS },
    options,
  );
  const jobPool = openPool(
    url,
    { max: JOB_CONNECTIONS, waitMs: 0, connectionOptions: CONNECTION_OPTIONS },
    options,
  );
  return {
    db: drizzle({ client: pool, schema, casing: 'snake_case' }),
    pool,
    exportPool,
    jobPool,
    jobDb: drizzle({ client: jobPool, schema, casing: 'snake_case' }),
    kind: stop ? 'embedded' : 'postgresql',
    close: async () => {
      await Promise.all([pool.end(), exportPool.end(), jobPool.end()]);
      await stop?.();
    },
  };
}

/** Applies pending migrations; safe when several servers start at once (advisory lock). */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
