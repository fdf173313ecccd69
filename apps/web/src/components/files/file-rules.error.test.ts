import { describe, expect, it } from 'vitest';
import { MB } from './file-rules.fixtures.ts';
import { checkFile } from './file-rules.ts';

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
});
