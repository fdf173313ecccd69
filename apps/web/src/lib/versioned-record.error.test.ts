import { ApiError } from '@vetbo/api-client/client';
import { describe, expect, it } from 'vitest';
import { isStaleRecordError } from './versioned-record.ts';

describe('versioned records', () => {
  it('recognises the 412 answer of a stale write', () => {
    const request = { operation: 'x', method: 'PATCH' as const, url: '/x' };
    expect(isStaleRecordError(new ApiError(request, { status: 412, statusText: '', body: {} }))).toBe(true);
    expect(isStaleRecordError(new ApiError(request, { status: 409, statusText: '', body: {} }))).toBe(false);
  });
});
