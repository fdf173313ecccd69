import { existsSync, readFileSync } from 'node:fs';

const HAS_PROC = existsSync('/proc/self/stat');

/** True while the pid exists, zombies included: what PostgreSQL checks before it takes over a lock file. */
export function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the process exists and is not a zombie waiting for its parent to reap it. */
export function isAlive(pid: number): boolean {
  if (!exists(pid)) return false;
  if (!HAS_PROC) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The command line of a process, or null where the system does not tell (no /proc): then callers assume it matches. */
export function commandLineOf(pid: number): string | null {
  if (!HAS_PROC) return null;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the process has stopped running (`reaped`: until its pid is gone too); false after the timeout. */
export async function waitForExit(pid: number, timeoutMs: number, reaped = false): Promise<boolean> {
  const running = () => (reaped ? exists(pid) : isAlive(pid));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running()) return true;
    await sleep(50);
  }
  return !running();
}
