import { workgroupsApi } from '../../app/api/workgroups.ts';
import { definePicker } from './define-picker.tsx';
import { pickerSource } from './picker-source.ts';

/** A workgroup by name or group code (POST /v1/veterinary_groups/search). */
export const WorkgroupPicker = definePicker(
  'workgroup',
  'veterinaryGroupId',
  pickerSource(workgroupsApi, (group) => `${group.entitled} (${group.groupCode})`),
);
