/**
 * "The screen's main content is shown": widgets that are not needed to read it (filters' dropdowns,
 * quick search, user menu) wait for it before downloading, so that they never delay it. Screens that
 * never say so (detail, errors) release them after a short delay.
 */
const FALLBACK_MS = 1_500;

let shown = false;
const listeners = new Set<() => void>();

function release(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Called by a screen once its main content is in the DOM: the release waits for the frame that shows it. */
export function markPrimaryContentShown(): void {
  if (shown) return;
  requestAnimationFrame(() => setTimeout(release, 0));
}

export function subscribeToPrimaryContent(listener: () => void): () => void {
  listeners.add(listener);
  const fallback = setTimeout(release, FALLBACK_MS);
  return () => {
    listeners.delete(listener);
    clearTimeout(fallback);
  };
}

export const isPrimaryContentShown = () => shown;
