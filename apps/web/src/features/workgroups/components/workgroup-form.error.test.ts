import { workgroupCreateSchema } from '@vetbo/domain/workgroups';
import { describe, expect, it } from 'vitest';
import { workgroupForm } from './workgroup-form.ts';

describe('the group form’s icon, logo and banner', () => {
  it('refuse an icon name over 50 characters', () => {
    const values = {
      ...workgroupForm.empty(),
      groupCode: 'GRP123',
      entitled: 'Groupe',
      icon: 'x'.repeat(51),
    };
    const result = workgroupCreateSchema.safeParse(workgroupForm.toPayload(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['icon', 'tooLong'],
    ]);
  });
});
