import { defineResource } from './resource.ts';

export const changeHistoryApi = defineResource({
  collection: '/v1/change_history',
  one: 'Change',
  many: 'ChangeHistory',
});
