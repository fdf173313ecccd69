import { describe, expect, it } from 'vitest';
import { formPathsFor, toBillingAccountPayload, toFormValues } from './billing-account-form-values.ts';

describe('billing account form', () => {
  it('leaves the bank details out of an edit: they change through a confirmed request', () => {
    const values = {
      ...toFormValues(),
      iban: 'FR7630006000011234567890189',
      bicSwift: 'AGRIFRPP',
      entitled: 'B',
    };
    const payload = toBillingAccountPayload(values, 'edit');
    expect(payload).toMatchObject({ entitled: 'B' });
    for (const field of ['iban', 'bicSwift', 'identityName']) {
      expect(payload).not.toHaveProperty(field);
      expect(formPathsFor('edit')).not.toContain(field);
    }
  });

  it('always sends the bank details of a new account', () => {
    expect(toBillingAccountPayload(toFormValues(), 'create')).toMatchObject({ iban: '', identityName: '' });
    expect(formPathsFor('create')).toContain('iban');
  });
});
