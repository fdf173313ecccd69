import { describe, expect, it } from 'vitest';
import { ifMatchHeaders, readVersioned } from './versioned-record.ts';

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
});
