import { describe, expect, it } from 'vitest';
import { hasAuthorizationAnswer } from './auth.ts';

describe('authorization answers in the URL', () => {
  it('needs a state with a code or an error', () => {
    expect(hasAuthorizationAnswer({ search: '?code=abc&state=xyz' })).toBe(true);
    expect(hasAuthorizationAnswer({ search: '?error=login_required&state=xyz' })).toBe(true);
    expect(hasAuthorizationAnswer({ search: '?code=abc' })).toBe(false);
    expect(hasAuthorizationAnswer({ search: '?redirect=/x' })).toBe(false);
  });
});
