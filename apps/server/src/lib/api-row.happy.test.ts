import { describe, expect, it } from 'vitest';
import { apiRow } from './api-row.ts';

describe('[ANSWER] a row as the API answers it', () => {
  it('keeps every column and writes each date as an API date-time', () => {
    const when = new Date('2026-11-27T08:15:30.123Z');
    expect(apiRow({ id: 1, iban: null, createdDate: when, decidedDate: null as Date | null })).toEqual({
      id: 1,
      iban: null,
      createdDate: '2026-11-27T08:15:30Z',
      decidedDate: null,
    });
  });
});
