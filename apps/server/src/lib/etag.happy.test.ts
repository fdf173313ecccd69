import { describe, expect, it } from 'vitest';
import { etagOf } from './etag.ts';

describe('entity tags', () => {
  it('are equal for equal records whatever the key order, and differ for any visible change', () => {
    expect(etagOf({ id: 1, name: 'A', tags: ['x'] })).toBe(etagOf({ tags: ['x'], name: 'A', id: 1 }));
    expect(etagOf({ id: 1, name: 'A' })).not.toBe(etagOf({ id: 1, name: 'B' }));
    expect(etagOf({ id: 1, tags: ['x', 'y'] })).not.toBe(etagOf({ id: 1, tags: ['y', 'x'] }));
    expect(etagOf({ id: 1 })).toMatch(/^"[\w-]{27}"$/);
  });
});
