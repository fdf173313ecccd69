import { ApiError } from '@vetbo/api-client/client';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, queryRetryDelay, shouldRetryQuery, UNAVAILABLE_RETRIES } from './query-retry.ts';

const request = { operation: 'getMe', method: 'GET' as const, url: '/v1/me' };
const answer = (status: number, retryAfterSeconds?: number) =>
  new ApiError(request, { status, statusText: '', body: { status }, retryAfterSeconds });

describe('retrying a read', () => {
  it('keeps trying a service that is unavailable for a while (database or provider out of reach)', () => {
    expect(shouldRetryQuery(0, answer(503, 5))).toBe(true);
    expect(shouldRetryQuery(UNAVAILABLE_RETRIES - 1, answer(503, 5))).toBe(true);
    expect(shouldRetryQuery(UNAVAILABLE_RETRIES, answer(503, 5))).toBe(false);
    expect(shouldRetryQuery(3, answer(502))).toBe(true);
    expect(shouldRetryQuery(3, answer(504))).toBe(true);
  });

  it('gives other server errors and network failures one more try, and client errors none', () => {
    expect(shouldRetryQuery(0, answer(500))).toBe(true);
    expect(shouldRetryQuery(1, answer(500))).toBe(false);
    expect(shouldRetryQuery(0, answer(0))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 412, 422])
      expect(shouldRetryQuery(0, answer(status))).toBe(false);
  });

  it('waits as long as the server’s Retry-After says, within a limit', () => {
    expect(queryRetryDelay(0, answer(503, 5))).toBe(5_000);
    expect(queryRetryDelay(7, answer(503, 2))).toBe(2_000);
    expect(queryRetryDelay(0, answer(503, 3600))).toBe(MAX_RETRY_DELAY_MS);
  });

  it('backs off exponentially without a Retry-After', () => {
    expect([0, 1, 2, 3].map((count) => queryRetryDelay(count, answer(503)))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(queryRetryDelay(10, answer(502))).toBe(MAX_RETRY_DELAY_MS);
    expect(queryRetryDelay(1, new TypeError('Failed to fetch'))).toBe(2000);
  });
});
