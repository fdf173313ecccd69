import type { Db } from '@vetbo/db/database';
import { describe, expect, it } from 'vitest';
import { preparedOnce } from './prepared.ts';

describe('queries prepared once', () => {
  it('are prepared once per database, under their name', () => {
    const prepared: string[] = [];
    const rows = preparedOnce('test_rows_once', (db, name) => {
      prepared.push(`${(db as unknown as { label: string }).label}:${name}`);
      return { db };
    });
    const first = { label: 'first' } as unknown as Db;
    const second = { label: 'second' } as unknown as Db;
    expect(rows(first)).toBe(rows(first));
    expect(rows(second).db).toBe(second);
    expect(prepared).toEqual(['first:test_rows_once', 'second:test_rows_once']);
  });

  it('refuse a second query under a name already taken', () => {
    preparedOnce('test_rows_taken', () => 1);
    expect(() => preparedOnce('test_rows_taken', () => 2)).toThrow(
      /Two prepared queries are named test_rows_taken/,
    );
  });
});
