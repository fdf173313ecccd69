import { describe, expect, it } from 'vitest';
import { ORIGIN } from './auth.fixtures.ts';
import { hasSignoutAnswer, readSigninState } from './auth.ts';

describe('the return path after sign-in', () => {
  it('keeps a path of this origin, with its query and hash', () => {
    for (const returnTo of ['/', '/overview/establishments?type=LAB&page=2', '/fr/establishments/12#top']) {
      expect(readSigninState({ returnTo }, ORIGIN)).toEqual({ returnTo });
    }
  });
});

describe('the return from the provider’s sign-out', () => {
  it('is `/` with the sign-out request’s state only', () => {
    expect(hasSignoutAnswer({ pathname: '/', search: '?state=abc' })).toBe(true);
    expect(hasSignoutAnswer({ pathname: '/', search: '' })).toBe(false);
    expect(hasSignoutAnswer({ pathname: '/', search: '?code=x&state=abc' })).toBe(false);
    expect(hasSignoutAnswer({ pathname: '/', search: '?error=access_denied&state=abc' })).toBe(false);
    // A screen's own `state` filter is not a sign-out answer.
    expect(hasSignoutAnswer({ pathname: '/outbox', search: '?state=FAILED' })).toBe(false);
  });
});
