import { describe, expect, it } from 'vitest';
import { MB } from './file-rules.fixtures.ts';
import { acceptAttribute, sizeParts } from './file-rules.ts';

describe('the checks of a file before it is sent', () => {
  it('offers the accepted types and extensions to the file picker', () => {
    expect(acceptAttribute('image').split(',')).toEqual(
      expect.arrayContaining(['image/png', '.png', '.jpg', '.gif']),
    );
    expect(acceptAttribute('image')).not.toContain('pdf');
  });

  it('gives sizes in bytes, kilobytes or megabytes', () => {
    expect(sizeParts(512)).toEqual({ unit: 'B', value: 512 });
    expect(sizeParts(12_800)).toEqual({ unit: 'KB', value: 13 });
    expect(sizeParts(1.44 * MB)).toEqual({ unit: 'MB', value: 1.4 });
  });
});
