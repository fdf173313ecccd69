import { describe, expect, it } from 'vitest';
import { userUpdateSchema } from '../src/users.ts';

describe('users schema', () => {
  it('cleans phone numbers to E.164 and drops duplicates', () => {
    const parsed = userUpdateSchema.parse({
      mainPhoneNumber: '+33 6 12 34 56 78',
      otherPhoneNumbers: ['+33.4.78.00.00.00', '+33478000000'],
    });
    expect(parsed).toEqual({ mainPhoneNumber: '+33612345678', otherPhoneNumbers: ['+33478000000'] });
    expect(userUpdateSchema.safeParse({ mainPhoneNumber: '0612345678' }).success).toBe(false);
  });
});
