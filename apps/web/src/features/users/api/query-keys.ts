import type { UsersSearch } from '../search-params.ts';

export const userKeys = {
  all: ['users'] as const,
  list: (search: UsersSearch) => [...userKeys.all, 'list', search] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  jobs: (id: number) => [...userKeys.all, 'jobs', id] as const,
  activity: (id: number) => [...userKeys.all, 'activity', id] as const,
};
