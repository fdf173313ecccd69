import { defineResource } from './resource.ts';

export const usersApi = defineResource({
  collection: '/v1/users',
  one: 'User',
  many: 'Users',
  history: 'users',
});
