import type { LegalStructuresSearch } from '../search-params.ts';

export const legalStructureKeys = {
  all: ['legal-structures'] as const,
  lists: () => [...legalStructureKeys.all, 'list'] as const,
  list: (search: LegalStructuresSearch) => [...legalStructureKeys.lists(), search] as const,
  details: () => [...legalStructureKeys.all, 'detail'] as const,
  detail: (id: number) => [...legalStructureKeys.details(), id] as const,
  /** What hangs off one structure: its establishments, groups, accounts and history. */
  related: (id: number, what: string) => [...legalStructureKeys.all, 'related', id, what] as const,
};

export const billingAccountKeys = {
  all: ['billing-accounts'] as const,
  detail: (id: number) => [...billingAccountKeys.all, 'detail', id] as const,
};
