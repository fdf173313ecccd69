import { describe, expect, it } from 'vitest';
import { isValidRevenueAccount } from '../src/validators/revenue-account.ts';

describe('revenue account', () => {
  it('refuses other classes, other lengths and anything but digits', () => {
    for (const code of [
      '',
      '70650',
      '70650000000',
      '411000',
      '606400',
      '0706500',
      ' 706500',
      '706 500',
      '706500 ',
      '70650A',
      '7065.0',
      '７06500',
      '706500\n',
    ]) {
      expect(isValidRevenueAccount(code), JSON.stringify(code)).toBe(false);
    }
  });
});
