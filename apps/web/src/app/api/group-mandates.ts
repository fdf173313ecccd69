import { defineResource } from './resource.ts';

/** A workgroup's client account at a creditor: the creditor's mandate and its accounting code. */
export const groupMandatesApi = defineResource({
  collection: '/v1/veterinary_group_mandates',
  one: 'VeterinaryGroupMandate',
  many: 'VeterinaryGroupMandates',
});
