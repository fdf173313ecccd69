import { describe, expect, it } from 'vitest';
import { assertIfMatch, etagOf } from './etag.ts';
import { ApiProblem } from './problem.ts';

describe('entity tags', () => {
  it('let a write through when If-Match is the current tag, absent or *, and refuse a stale one with 412', () => {
    const current = { id: 1, name: 'A' };
    expect(() => assertIfMatch(etagOf(current), current)).not.toThrow();
    expect(() => assertIfMatch(undefined, current)).not.toThrow();
    expect(() => assertIfMatch('*', current)).not.toThrow();
    expect(() => assertIfMatch(`W/${etagOf(current)}`, current)).not.toThrow();
    const stale = () => assertIfMatch(etagOf({ id: 1, name: 'old' }), current);
    expect(stale).toThrow(ApiProblem);
    expect(stale).toThrow(expect.objectContaining({ status: 412, code: 'STALE_RECORD' }));
  });
});
