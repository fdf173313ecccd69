/** Spec §4/§9: an automatic reload happens at most once per 60 s, so a broken page never loops. */
export const RELOAD_GUARD_MS = 60_000;

export const RELOAD_KEYS = {
  chunkLoad: 'vetbo:reload:chunk-load',
  forbidden: 'vetbo:reload:forbidden',
} as const;

export function canReloadAgain(lastReload: string | null, now: number): boolean {
  const last = Number(lastReload);
  return !lastReload || !Number.isFinite(last) || now - last >= RELOAD_GUARD_MS || last > now;
}

/** Reloads the page and returns true, or returns false when the guard refuses. */
export function reloadOncePerMinute(key: string): boolean {
  const now = Date.now();
  try {
    if (!canReloadAgain(sessionStorage.getItem(key), now)) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    // Without sessionStorage nothing can prove there was no reload a moment ago: refuse.
    return false;
  }
  window.location.reload();
  return true;
}
