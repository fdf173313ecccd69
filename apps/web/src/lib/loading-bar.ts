import { useEffect, useState } from 'react';

/** Spec §9 "Loading bar throttle 200 ms": a wait shorter than this never shows the bar. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** Spec §9 "duration 5000 ms": the bar's progress runs over this time (it stops short of the end until the wait is over). */
export const LOADING_BAR_DURATION_MS = 5_000;
/** Once the wait is over, the bar fills up and fades out in this time. */
export const LOADING_BAR_FINISH_MS = 300;

/** True once `busy` has stayed true for `delayMs` without a break; false as soon as it is false again. */
export function useThrottledFlag(busy: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!busy) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  return busy && held;
}
