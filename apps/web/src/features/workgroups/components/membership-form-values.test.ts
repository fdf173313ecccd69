import { membershipCreateSchema } from '@vetbo/domain/memberships';
import { describe, expect, it } from 'vitest';
import { todayIso, toMembershipCreatePayload, toMembershipFormValues } from './membership-form-values.ts';

describe('membership form values', () => {
  it('starts today and sends empty optional inputs as null', () => {
    const values = { ...toMembershipFormValues(), veterinaryEstablishmentId: '7' };
    expect(values.joinDate).toBe(todayIso());
    expect(membershipCreateSchema.parse(toMembershipCreatePayload(values, 3))).toMatchObject({
      veterinaryEstablishmentId: 7,
      veterinaryGroupId: 3,
      leaveDate: null,
      leaveReason: null,
      accountingCode: null,
      tags: [],
    });
  });

  it('refuses a leave date on or before the join date, on the leave date field', () => {
    const values = {
      ...toMembershipFormValues(),
      veterinaryEstablishmentId: '7',
      joinDate: '2025-03-04',
      leaveDate: '2025-03-04',
    };
    const result = membershipCreateSchema.safeParse(toMembershipCreatePayload(values, 3));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['leaveDate']);
  });

  it('writes the local date as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
