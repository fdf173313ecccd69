import { describe, expect, it } from 'vitest';
import { formatApeCode, isValidApeCode } from '../src/validators/ape-code.ts';

describe('APE code', () => {
  it('accepts the veterinary activities code written 75.00Z or 7500Z', () => {
    expect(isValidApeCode('75.00Z')).toBe(true);
    expect(isValidApeCode('7500Z')).toBe(true);
    expect(isValidApeCode('75.00z')).toBe(true);
  });

  it('accepts other NAF codes', () => {
    expect(isValidApeCode('62.01Z')).toBe(true);
    expect(isValidApeCode('4646Z')).toBe(true);
  });

  it('writes the code as INSEE does', () => {
    expect(formatApeCode('7500z')).toBe('75.00Z');
    expect(formatApeCode('75.00Z')).toBe('75.00Z');
    expect(formatApeCode('7500')).toBeNull();
  });
});
