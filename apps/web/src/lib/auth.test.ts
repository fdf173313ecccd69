import { describe, expect, it } from 'vitest';
import { hasAuthorizationAnswer, hasSignoutAnswer, isSameOriginPath, readSigninState } from './auth.ts';

const ORIGIN = 'https://vetbo.example.fr';

describe('the return path after sign-in', () => {
  it('keeps a path of this origin, with its query and hash', () => {
    for (const returnTo of ['/', '/overview/establishments?type=LAB&page=2', '/fr/establishments/12#top']) {
      expect(readSigninState({ returnTo }, ORIGIN)).toEqual({ returnTo });
    }
  });

  it('refuses anything a browser would resolve to another origin', () => {
    for (const returnTo of [
      '//evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      '/\t/evil.com',
      'https://evil.com/',
      'javascript:alert(1)',
      'evil.com',
      '',
    ]) {
      expect(readSigninState({ returnTo }, ORIGIN), JSON.stringify(returnTo)).toBeUndefined();
    }
  });

  it('refuses a state without a string returnTo', () => {
    expect(readSigninState(undefined, ORIGIN)).toBeUndefined();
    expect(readSigninState('/', ORIGIN)).toBeUndefined();
    expect(readSigninState({ returnTo: 42 }, ORIGIN)).toBeUndefined();
  });

  it('compares origins, not prefixes', () => {
    expect(isSameOriginPath('/ok', ORIGIN)).toBe(true);
    expect(isSameOriginPath(`${ORIGIN}/ok`, ORIGIN)).toBe(false);
  });
});

describe('authorization answers in the URL', () => {
  it('needs a state with a code or an error', () => {
    expect(hasAuthorizationAnswer({ search: '?code=abc&state=xyz' })).toBe(true);
    expect(hasAuthorizationAnswer({ search: '?error=login_required&state=xyz' })).toBe(true);
    expect(hasAuthorizationAnswer({ search: '?code=abc' })).toBe(false);
    expect(hasAuthorizationAnswer({ search: '?redirect=/x' })).toBe(false);
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
