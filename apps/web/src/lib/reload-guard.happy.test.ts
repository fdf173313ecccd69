import { describe, expect, it } from 'vitest';
import { canReloadAgain, RELOAD_GUARD_MS } from './reload-guard.ts';

describe('canReloadAgain', () => {
  const now = 1_700_000_000_000;

  it('allows the first reload', () => {
    expect(canReloadAgain(null, now)).toBe(true);
  });

  it('allows a reload once the minute has passed', () => {
    expect(canReloadAgain(String(now - RELOAD_GUARD_MS), now)).toBe(true);
  });
});
