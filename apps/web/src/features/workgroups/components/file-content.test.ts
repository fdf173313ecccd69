import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-content.ts';

describe('file sizes', () => {
  it('reads in French units', () => {
    expect(formatFileSize(512)).toBe('512 o');
    expect(formatFileSize(1536)).toBe('1,5 Ko');
    expect(formatFileSize(10 * 1024 * 1024 + 1)).toBe('10 Mo');
    expect(formatFileSize(11.5 * 1024 * 1024)).toBe('11,5 Mo');
  });
});
