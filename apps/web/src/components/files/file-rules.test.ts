import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, sizeParts } from './file-rules.ts';

const MB = 1024 * 1024;

describe('the checks of a file before it is sent', () => {
  it('refuses a document over 10 MB and an image over 5 MB', () => {
    expect(checkFile({ name: 'a.pdf', size: 10 * MB, type: 'application/pdf' }, 'document')).toBeUndefined();
    expect(checkFile({ name: 'a.pdf', size: 10 * MB + 1, type: 'application/pdf' }, 'document')).toBe(
      'tooLarge',
    );
    expect(checkFile({ name: 'a.png', size: 5 * MB + 1, type: 'image/png' }, 'image')).toBe('tooLarge');
  });

  it('refuses a type the API does not take, reading the extension when the browser gives no type', () => {
    expect(checkFile({ name: 'setup.exe', size: 10, type: 'application/x-msdownload' }, 'document')).toBe(
      'typeRefused',
    );
    expect(checkFile({ name: 'plan.pdf', size: 10, type: 'application/pdf' }, 'image')).toBe('typeRefused');
    expect(checkFile({ name: 'logo.svg', size: 10, type: 'image/svg+xml' }, 'image')).toBe('typeRefused');
    expect(checkFile({ name: 'Relevé.CSV', size: 10, type: '' }, 'document')).toBeUndefined();
    expect(checkFile({ name: 'sans-extension', size: 10, type: '' }, 'document')).toBe('typeRefused');
  });

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
