import { describe, expect, it } from 'vitest';
import { canReloadAgain, RELOAD_GUARD_MS } from './reload-guard.ts';

describe('canReloadAgain', () => {
  const now = 1_700_000_000_000;

  it('refuses a second reload within one minute', () => {
    expect(canReloadAgain(String(now - 1000), now)).toBe(false);
    expect(canReloadAgain(String(now - RELOAD_GUARD_MS + 1), now)).toBe(false);
  });

  it('ignores a corrupt or future timestamp', () => {
    expect(canReloadAgain('not-a-number', now)).toBe(true);
    expect(canReloadAgain(String(now + 10_000), now)).toBe(true);
  });
});
