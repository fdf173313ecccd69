import { describe, expect, it } from 'vitest';
import { pageCount } from './list-screen.ts';

describe('pageCount', () => {
  it('offers every page of an exact total, and one page for an empty list', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('offers the next page past the counting threshold ("more than 10 000")', () => {
    expect(pageCount(10_000, 20, false)).toBe(501);
    expect(pageCount(10_000, 20, true)).toBe(500);
  });
});
