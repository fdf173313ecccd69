import type { WorkgroupsSearch } from '../search-params.ts';

export const workgroupKeys = {
  all: ['workgroups'] as const,
  lists: () => [...workgroupKeys.all, 'list'] as const,
  list: (search: WorkgroupsSearch) => [...workgroupKeys.lists(), search] as const,
  detail: (id: number) => [...workgroupKeys.all, 'detail', id] as const,
  /** What hangs off one group: its memberships and documents. */
  related: (id: number, what: string) => [...workgroupKeys.all, 'related', id, what] as const,
};

export const membershipKeys = {
  all: ['memberships'] as const,
  detail: (id: number) => [...membershipKeys.all, 'detail', id] as const,
};
