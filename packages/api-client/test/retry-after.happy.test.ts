import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../src/client.ts';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-05-04T10:00:00Z');

  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('5', now)).toBe(5);
    expect(retryAfterSeconds(' 120 ', now)).toBe(120);
    expect(retryAfterSeconds('0', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds left until it, never below zero', () => {
    expect(retryAfterSeconds('Mon, 04 May 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Mon, 04 May 2026 09:59:00 GMT', now)).toBe(0);
  });
});
