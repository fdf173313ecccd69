import { describe, expect, it } from 'vitest';
import { privilegedCodeError } from '../src/validators/privileged-code.ts';

describe('privileged code', () => {
  it('refuses anything but three letters followed by three digits', () => {
    for (const code of ['BC123', 'BCDE12', '123BCD', 'BCD12', 'BC-123', 'bcd123']) {
      expect(privilegedCodeError(code)).toBe('privilegedCodeFormat');
    }
  });

  it('refuses a privileged code containing I, O or U', () => {
    expect(privilegedCodeError('BIC123')).toBe('privilegedCodeVowels');
    expect(privilegedCodeError('BOC123')).toBe('privilegedCodeVowels');
    expect(privilegedCodeError('UBC123')).toBe('privilegedCodeVowels');
  });

  it('refuses two identical consecutive characters', () => {
    expect(privilegedCodeError('BBC123')).toBe('privilegedCodeRepeated');
    expect(privilegedCodeError('BCD113')).toBe('privilegedCodeRepeated');
    expect(privilegedCodeError('BCD312')).toBeNull();
  });

  it('refuses banned words', () => {
    expect(privilegedCodeError('WTF123')).toBe('privilegedCodeBanned');
    expect(privilegedCodeError('SEX123')).toBe('privilegedCodeBanned');
  });
});
