import type { EstablishmentsSearch } from '../search-params.ts';

export const establishmentKeys = {
  all: ['establishments'] as const,
  lists: () => [...establishmentKeys.all, 'list'] as const,
  list: (search: EstablishmentsSearch) => [...establishmentKeys.lists(), search] as const,
  details: () => [...establishmentKeys.all, 'detail'] as const,
  detail: (id: number) => [...establishmentKeys.details(), id] as const,
  /** What hangs off one establishment: its memberships, activities, files and history. */
  related: (id: number, ...what: string[]) => [...establishmentKeys.all, 'related', id, ...what] as const,
};
