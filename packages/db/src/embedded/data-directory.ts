import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the embedded server keeps its files inside VETBO_DATA_DIR. */
export interface DataDirectory {
  root: string;
  /** PostgreSQL's own data directory (PGDATA), owned by the user the server runs as. */
  pgdata: string;
  /** The superuser password, made once per data directory (the server listens on loopback only). */
  password: string;
  /** Holds the pid of the Vetbo process using the directory, so a second one is refused. */
  ownerFile: string;
}

export class DataDirectoryError extends Error {
  override name = 'DataDirectoryError';
}

const SETTINGS_FILE = 'vetbo-database.json';

/**
 * Opens (or creates) a data directory of the embedded PostgreSQL.
 * NOTE: Vetbo up to November 2026 kept an embedded PGlite database directly in VETBO_DATA_DIR
 * (PG_VERSION at its top); this version cannot read it and says so instead of failing later.
 */
export function openDataDirectory(dataDir: string): DataDirectory {
  const root = resolve(dataDir);
  if (existsSync(join(root, 'PG_VERSION'))) {
    throw new DataDirectoryError(
      `The data directory ${root} holds a database of Vetbo's former embedded engine (PGlite), ` +
        'which this version no longer reads. Move it away or delete it, then start again: a new embedded ' +
        'PostgreSQL database is created there (with the demo data when DEMO_DATA is on). ' +
        'To keep the old data, point DATABASE_URL to a PostgreSQL server and restore a dump made with the previous version.',
    );
  }
  // 0o755: when running as root, the server runs as the `postgres` user, which must reach pgdata.
  mkdirSync(root, { recursive: true, mode: 0o755 });
  return {
    root,
    pgdata: join(root, 'postgresql'),
    password: readOrCreatePassword(join(root, SETTINGS_FILE)),
    ownerFile: join(root, 'vetbo.pid'),
  };
}

function readOrCreatePassword(file: string): string {
  if (existsSync(file)) {
    const settings = JSON.parse(readFileSync(file, 'utf8')) as { password?: unknown };
    if (typeof settings.password === 'string' && settings.password.length > 0) return settings.password;
    throw new DataDirectoryError(`${file} has no password: restore it from a backup or delete the directory`);
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${JSON.stringify({ password }, null, 2)}\n`, { mode: 0o600 });
  return password;
}
