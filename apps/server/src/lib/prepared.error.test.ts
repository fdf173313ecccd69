import { describe, expect, it } from 'vitest';
import { preparedOnce } from './prepared.ts';

describe('queries prepared once', () => {
  it('refuse a second query under a name already taken', () => {
    preparedOnce('test_rows_taken', () => 1);
    expect(() => preparedOnce('test_rows_taken', () => 2)).toThrow(
      /Two prepared queries are named test_rows_taken/,
    );
  });
});
