import { describe, expect, it } from 'vitest';
import { enumArrayParam, pageParam, searchSchema, stringArrayParam, textParam } from './list-search.ts';

describe('list search params', () => {
  it('reads a page as a positive integer, else 1', () => {
    expect(pageParam(3)).toBe(3);
    for (const value of [0, -2, 1.5, '2', undefined, null]) expect(pageParam(value)).toBe(1);
  });

  it('trims the text term, drops an empty or overlong one', () => {
    expect(textParam('  chat  ')).toBe('chat');
    expect(textParam('   ')).toBeUndefined();
    expect(textParam('x'.repeat(101))).toBeUndefined();
    expect(textParam(42)).toBeUndefined();
  });

  it('takes a list of short strings, or drops it whole', () => {
    expect(stringArrayParam([' 69003 ', '75001'])).toEqual(['69003', '75001']);
    expect(stringArrayParam(69003)).toEqual(['69003']);
    expect(stringArrayParam(['ok', ''])).toBeUndefined();
    expect(stringArrayParam(['x'.repeat(41)])).toBeUndefined();
    expect(stringArrayParam(Array.from({ length: 51 }, () => 'a'))).toBeUndefined();
    expect(stringArrayParam([1])).toBeUndefined();
  });

  it('takes known values only, at most once each', () => {
    const read = enumArrayParam(['A', 'B'] as const);
    expect(read(['B', 'A'])).toEqual(['B', 'A']);
    expect(read('A')).toEqual(['A']);
    expect(read(['A', 'C'])).toBeUndefined();
    expect(read(['A', 'A', 'A'])).toBeUndefined();
  });

  it('builds a Standard Schema validator that never fails and leaves out empty keys', () => {
    const schema = searchSchema<{ page: number; q?: string }>({ page: pageParam, q: textParam });
    expect(schema.parse({ page: 'x', q: ' ' })).toEqual({ page: 1 });
    expect(schema['~standard'].validate(null)).toEqual({ value: { page: 1 } });
  });
});
