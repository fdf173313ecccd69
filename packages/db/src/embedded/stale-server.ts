import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DataDirectory, DataDirectoryError } from './data-directory.ts';
import { commandLineOf, exists, isAlive, waitForExit } from './processes.ts';

const readPid = (file: string): number | null => {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/**
 * Claims the data directory for this process. Refused while another living Vetbo holds it;
 * a claim left by a process that died (killed, crashed, machine restarted) is taken over.
 */
export function claimDataDirectory(directory: DataDirectory) {
  const owner = readPid(directory.ownerFile);
  if (owner && owner !== process.pid && isAlive(owner) && (commandLineOf(owner) ?? 'node').includes('node')) {
    throw new DataDirectoryError(
      `The data directory ${directory.root} is in use by another Vetbo process (pid ${owner}). ` +
        'Stop it first, or give this one its own VETBO_DATA_DIR.',
    );
  }
  writeFileSync(directory.ownerFile, `${process.pid}\n`);
}

export function releaseDataDirectory(directory: DataDirectory) {
  if (readPid(directory.ownerFile) === process.pid) rmSync(directory.ownerFile, { force: true });
}

/**
 * A previous run that was killed leaves its PostgreSQL running without an owner, or a postmaster.pid
 * naming a pid that now belongs to another program. The orphan is shut down (a fast shutdown writes a
 * checkpoint; committed transactions are safe either way), a foreign pid's lock file removed.
 */
export async function recoverStaleServer(directory: DataDirectory, log: (message: string) => void) {
  const lockFile = join(directory.pgdata, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (!pid || !exists(pid)) return; // PostgreSQL itself replaces a lock file whose process is gone.
  if (!isAlive(pid)) {
    // A killed server whose parent has not reaped it yet: PostgreSQL would still see its pid.
    await waitForExit(pid, 10_000, true);
    return;
  }
  const command = commandLineOf(pid);
  if (command !== null && !command.includes('postgres')) {
    log(`embedded PostgreSQL: removing a stale lock file (pid ${pid} is now another program)`);
    rmSync(lockFile, { force: true });
    return;
  }
  log(`embedded PostgreSQL: stopping the server left running by a previous run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGKILL');
  if (!(await waitForExit(pid, 10_000))) {
    throw new DataDirectoryError(`The PostgreSQL server of ${directory.root} (pid ${pid}) does not stop`);
  }
}
