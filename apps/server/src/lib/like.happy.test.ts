import { describe, expect, it } from 'vitest';
import { escapeLike, prefixUpperBound } from './like.ts';

describe('[LIKE] patterns and prefix ranges', () => {
  it('escapes the characters LIKE gives a meaning to', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });

  it('raises the last character of a prefix by one code point', () => {
    expect(prefixUpperBound('84000')).toBe('84001');
    expect(prefixUpperBound('6900')).toBe('6901');
    expect(prefixUpperBound('PASTEUR')).toBe('PASTEUS');
    expect(prefixUpperBound('é')).toBe('ê');
    expect(prefixUpperBound('a😀')).toBe('a😁');
  });

  it('steps over the surrogates and drops characters that cannot be raised', () => {
    expect(prefixUpperBound('a\uD7FF')).toBe('a\uE000');
    expect(prefixUpperBound('ab\u{10FFFF}')).toBe('ac');
    expect(prefixUpperBound('\u{10FFFF}')).toBeUndefined();
    expect(prefixUpperBound('')).toBeUndefined();
  });
});
