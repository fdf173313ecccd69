import { describe, expect, it } from 'vitest';
import { isValidRevenueAccount } from '../src/validators/revenue-account.ts';

describe('revenue account', () => {
  it('accepts class 7 accounts of 6 to 10 digits', () => {
    for (const code of ['706500', '706000', '7065001', '7000000000', '708800', '791000']) {
      expect(isValidRevenueAccount(code), code).toBe(true);
    }
  });
});
