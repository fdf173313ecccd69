import { useEffect } from 'react';

// Which forms hold input not saved yet, so that an error never throws it away: a 403 reloads the page
// (spec §8: the role may have changed) only when no form holds any (issue 22 §1).
const holding = new Set<symbol>();

/** True while at least one mounted form has changes not saved. */
export const hasUnsavedInput = (): boolean => holding.size > 0;

/** Declares the calling form's unsaved input while `dirty` is true (useFormState calls it). */
export function useUnsavedInput(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved form');
    holding.add(token);
    return () => {
      holding.delete(token);
    };
  }, [dirty]);
}
