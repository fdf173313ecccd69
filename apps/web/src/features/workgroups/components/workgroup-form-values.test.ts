import { workgroupCreateSchema } from '@vetbo/domain/workgroups';
import { describe, expect, it } from 'vitest';
import { toFormValues, toWorkgroupPayload } from './workgroup-form-values.ts';

describe('workgroup form values', () => {
  it('sends empty optional inputs as null and ids as numbers', () => {
    const values = {
      ...toFormValues(),
      groupCode: 'grp001',
      entitled: 'Groupe Rhône',
      legalStructureId: '12',
    };
    const parsed = workgroupCreateSchema.parse(toWorkgroupPayload(values));
    expect(parsed).toMatchObject({
      groupCode: 'GRP001',
      entitled: 'Groupe Rhône',
      accountingCode: null,
      legalStructureId: 12,
      mainBillingAccountId: null,
      status: 'ENABLED',
    });
  });

  it('refuses a group code that does not start with GRP', () => {
    const values = { ...toFormValues(), groupCode: 'ABC001', entitled: 'Groupe' };
    const result = workgroupCreateSchema.safeParse(toWorkgroupPayload(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['groupCode']);
  });
});
