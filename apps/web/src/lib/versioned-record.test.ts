import { ApiError } from '@vetbo/api-client/client';
import { describe, expect, it } from 'vitest';
import { ifMatchHeaders, isStaleRecordError, readVersioned } from './versioned-record.ts';

describe('versioned records', () => {
  it('keeps the ETag of the answer next to its data', async () => {
    const headers = new Headers({ etag: '"abc"' });
    await expect(readVersioned(Promise.resolve({ body: { data: { id: 1 } }, headers }))).resolves.toEqual({
      data: { id: 1 },
      etag: '"abc"',
    });
  });

  it('sends If-Match only when the version is known', () => {
    expect(ifMatchHeaders('"abc"')).toEqual({ 'If-Match': '"abc"' });
    expect(ifMatchHeaders(undefined)).toEqual({});
  });

  it('recognises the 412 answer of a stale write', () => {
    const request = { operation: 'x', method: 'PATCH' as const, url: '/x' };
    expect(isStaleRecordError(new ApiError(request, { status: 412, statusText: '', body: {} }))).toBe(true);
    expect(isStaleRecordError(new ApiError(request, { status: 409, statusText: '', body: {} }))).toBe(false);
  });
});
