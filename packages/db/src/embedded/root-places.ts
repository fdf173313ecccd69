import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { PostgresBinaries } from './binaries.ts';
import { DataDirectoryError } from './data-directory.ts';
import { exists } from './processes.ts';
import { canReach, canRun, type RunAs } from './run-as.ts';

/**
 * Running as root, PostgreSQL runs as the `postgres` user, which cannot enter a checkout in a folder
 * only root can enter (root's home, any mode-700 folder). Its binaries and the default data directory
 * then live here instead, readable by it and writable by root only (the data itself by `postgres`).
 */
export const ROOT_PLACES = '/var/lib/vetbo';
/** VETBO_DATA_DIR left unset: `./data` of the folder the product starts in (the checkout). */
export const DEFAULT_DATA_DIR = './data';

/** Creates `path` and the folders above it up to ROOT_PLACES, each traversable and readable by all. */
function makeOpenFolder(path: string) {
  mkdirSync(path, { recursive: true, mode: 0o755 });
  // mkdir's mode goes through the umask (077 would shut `postgres` out): set it plainly.
  for (let folder = path; folder.startsWith(ROOT_PLACES); folder = dirname(folder)) chmodSync(folder, 0o755);
}

/**
 * The embedded server's data directory: VETBO_DATA_DIR when set; otherwise `./data`, unless we run as
 * root in a checkout the `postgres` user cannot reach — then one folder per checkout under
 * /var/lib/vetbo/data/, named after the checkout and a hash of its path (a `checkout` file inside says
 * which), so that the next start of the same checkout finds the same data.
 */
export function placeDataDirectory(
  dataDir: string | undefined,
  runAs: RunAs,
  log: (message: string) => void,
): string {
  if (dataDir !== undefined) return dataDir;
  const local = resolve(DEFAULT_DATA_DIR);
  const checkout = dirname(local);
  if (canReach(checkout, runAs)) return local;
  if (existsSync(join(local, 'postgresql', 'PG_VERSION'))) {
    throw new DataDirectoryError(
      `Running as root, the database runs as the \`postgres\` user, which cannot reach ${local}, where a ` +
        'database already is: make its parent folders traversable (chmod o+x), or set VETBO_DATA_DIR.',
    );
  }
  const hash = createHash('sha256').update(checkout).digest('hex').slice(0, 12);
  const name = basename(checkout).replace(/[^A-Za-z0-9._-]/g, '_') || 'root';
  const folder = join(ROOT_PLACES, 'data', `${name}-${hash}`);
  makeOpenFolder(folder);
  writeFileSync(join(folder, 'checkout'), `${checkout}\n`);
  log(
    `embedded PostgreSQL: running as root in ${checkout}, which the \`postgres\` user cannot reach: ` +
      `its data is kept in ${folder} (set VETBO_DATA_DIR to choose another folder)`,
  );
  return folder;
}

/** Files stay as they are; folders and executables become 755, other files 644 (the umask may have said 077). */
function openUp(path: string) {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) openUp(join(path, entry));
  } else {
    chmodSync(path, stat.mode & 0o100 ? 0o755 : 0o644);
  }
}

/** Copies the binaries' folder (bin/, lib/, share/: PostgreSQL finds them relative to itself) in one step. */
function copyAtomically(from: string, to: string) {
  // Copies left half-way by a killed process.
  for (const entry of readdirSync(dirname(to))) {
    const pid = /\.copy-(\d+)$/.exec(entry)?.[1];
    if (pid && !exists(Number(pid))) rmSync(join(dirname(to), entry), { recursive: true, force: true });
  }
  const scratch = `${to}.copy-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  cpSync(from, scratch, { recursive: true, verbatimSymlinks: true });
  openUp(scratch);
  try {
    renameSync(scratch, to);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    // Another process of the same version finished its copy first: use that one.
    if (!existsSync(to)) throw error;
  }
}

/**
 * The binaries to run: those of node_modules when the `postgres` user can run them; otherwise (root in
 * an unreachable checkout) a copy in /var/lib/vetbo/postgresql/<package>-<version>/, shared by every
 * checkout with the same version and made once.
 */
export function placeBinaries(
  binaries: PostgresBinaries,
  runAs: RunAs,
  log: (message: string) => void,
): PostgresBinaries {
  if (runAs.uid === undefined || (canRun(binaries.initdb, runAs) && canRun(binaries.postgres, runAs)))
    return binaries;
  const native = dirname(dirname(binaries.initdb));
  const { name, version } = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const copy = join(ROOT_PLACES, 'postgresql', `${basename(name)}-${version}`);
  const placed = { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
  const usable = () => canRun(placed.initdb, runAs) && canRun(placed.postgres, runAs);
  if (!existsSync(copy) || !usable()) {
    makeOpenFolder(dirname(copy));
    rmSync(copy, { recursive: true, force: true });
    copyAtomically(native, copy);
    if (!usable())
      throw new Error(`The \`postgres\` user cannot run the PostgreSQL binaries copied to ${copy}`);
  }
  log(
    `embedded PostgreSQL: running as root, the \`postgres\` user cannot reach ${native}: ` +
      `it runs the copy in ${copy}`,
  );
  return placed;
}
