import { describe, expect, it } from 'vitest';
import { toBillingAccountPayload, toFormValues } from './billing-account-form-values.ts';

describe('billing account form', () => {
  it('leaves out an IBAN the user did not retype (it may be masked)', () => {
    const initial = { ...toFormValues(), iban: 'FR76 **** **** **** **** ***0 189', entitled: 'A' };
    expect(toBillingAccountPayload({ ...initial, entitled: 'B' }, initial)).not.toHaveProperty('iban');
    expect(
      toBillingAccountPayload({ ...initial, iban: 'FR7630006000011234567890189' }, initial),
    ).toHaveProperty('iban', 'FR7630006000011234567890189');
  });

  it('always sends the IBAN of a new account', () => {
    expect(toBillingAccountPayload(toFormValues(), undefined)).toHaveProperty('iban', '');
  });
});
