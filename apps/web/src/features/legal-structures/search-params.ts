import type { ApiQuery } from '@vetbo/api-client/client';
import {
  enumParam,
  pageParam,
  paginationQuery,
  type SortOrder,
  searchSchema,
  sortOrderParam,
  textParam,
  toSortQuery,
} from '../../lib/list-search.ts';

/** The sorts the API offers for legal structures (GET /v1/legal_structures). */
export const LEGAL_STRUCTURE_SORT_FIELDS = ['socialReason', 'legalCode', 'createdDate'] as const;
export type LegalStructureSortField = (typeof LEGAL_STRUCTURE_SORT_FIELDS)[number];

export interface LegalStructuresSearch {
  page: number;
  q?: string;
  sort: LegalStructureSortField;
  order: SortOrder;
}

export const legalStructuresSearchSchema = searchSchema<LegalStructuresSearch>({
  page: pageParam,
  q: textParam,
  sort: enumParam(LEGAL_STRUCTURE_SORT_FIELDS, 'socialReason'),
  order: sortOrderParam,
});

export const LEGAL_STRUCTURES_SEARCH_DEFAULTS = { page: 1, sort: 'socialReason', order: 'asc' } as const;

export function legalStructureListQuery(
  search: LegalStructuresSearch,
): ApiQuery<'/v1/legal_structures', 'GET'> {
  return { ...paginationQuery(search.page), ...toSortQuery(search.sort, search.order) };
}

/** The tabs of the detail page; the open one is the `tab` search param (none: Informations). */
export const LEGAL_STRUCTURE_TABS = [
  'information',
  'establishments',
  'groups',
  'billingAccounts',
  'history',
] as const;
export type LegalStructureTab = (typeof LEGAL_STRUCTURE_TABS)[number];
