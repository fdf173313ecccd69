import { describe, expect, it } from 'vitest';
import { ORIGIN } from './auth.fixtures.ts';
import { isSameOriginPath, readSigninState } from './auth.ts';

describe('the return path after sign-in', () => {
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
