import type { Db } from '@vetbo/db/database';
import { describe, expect, it } from 'vitest';
import { preparedOnce, statementNamer } from './prepared.ts';

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
});

describe('statement names', () => {
  it('give one name per text, and none to new texts beyond the maximum', () => {
    const nameOf = statementNamer('test', 2);
    expect(nameOf('select 1')).toBe('test_1');
    expect(nameOf('select 2')).toBe('test_2');
    expect(nameOf('select 1')).toBe('test_1');
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 2')).toBe('test_2');
  });
});
