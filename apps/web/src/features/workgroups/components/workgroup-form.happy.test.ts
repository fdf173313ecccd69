import { workgroupCreateSchema, workgroupUpdateSchema } from '@vetbo/domain/workgroups';
import { describe, expect, it } from 'vitest';
import { WORKGROUP_IMAGE_FIELDS, workgroupForm } from './workgroup-form.ts';

const group = {
  id: 4,
  entitled: 'Groupe Vétérinaire Normandie',
  groupCode: 'GRP004',
  accountingCode: null,
  icon: null,
  logoId: 12,
  bannerId: null,
  personalisedMention: null,
  serviceVatCategory: null,
  legalStructureId: null,
  legalStructure: null,
  mainBillingAccountId: null,
  status: 'ENABLED' as const,
  canBeInvoiced: false,
  activeMemberCount: 0,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
};

describe('the group form’s icon, logo and banner', () => {
  it('are fields of the form, so the API’s errors on them show on them', () => {
    const paths = workgroupForm.paths(workgroupForm.empty());
    expect(paths).toEqual(expect.arrayContaining(['icon', ...WORKGROUP_IMAGE_FIELDS]));
  });

  it('start from the group: the logo’s id as text, no banner and no icon empty', () => {
    expect(workgroupForm.toValues(group)).toMatchObject({ logoId: '12', bannerId: '', icon: '' });
  });

  it('send a removed logo as null, a chosen banner as its id and the icon trimmed on an edit', () => {
    const from = workgroupForm.toValues(group);
    const payload = workgroupForm.toPayload(
      { ...from, logoId: '', bannerId: '34', icon: ' paw ' },
      { from, schema: workgroupUpdateSchema },
    );
    expect(workgroupUpdateSchema.parse(payload)).toMatchObject({ logoId: null, bannerId: 34, icon: 'paw' });
  });

  it('leave an image that was never set out of an edit, and send one that did not change as it was', () => {
    const from = workgroupForm.toValues(group);
    const payload = workgroupUpdateSchema.parse(
      workgroupForm.toPayload({ ...from, entitled: 'Autre nom' }, { from, schema: workgroupUpdateSchema }),
    );
    expect(payload.bannerId).toBeUndefined();
    expect(payload.logoId).toBe(12);
  });

  it('create a group with its images, or without any', () => {
    const filled = { ...workgroupForm.empty(), groupCode: 'GRP123', entitled: 'Groupe Test' };
    expect(workgroupCreateSchema.parse(workgroupForm.toPayload(filled))).toMatchObject({
      logoId: null,
      bannerId: null,
      icon: null,
    });
    expect(
      workgroupCreateSchema.parse(workgroupForm.toPayload({ ...filled, logoId: '7', bannerId: '8' })),
    ).toMatchObject({ logoId: 7, bannerId: 8 });
  });
});
