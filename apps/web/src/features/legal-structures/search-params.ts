import type { ApiQuery } from '@vetbo/api-client/client';
import { legalStructureListDeclaration } from '@vetbo/domain/lists/legal-structures';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

/** /overview/legalStructures: a term (GET /v1/legal_structures' filters are ids, for other screens). */
export const legalStructuresListUrl = listUrlState(legalStructureListDeclaration, { filters: {} });
export type LegalStructuresSearch = SearchOf<typeof legalStructuresListUrl>;
export type LegalStructureSortField = LegalStructuresSearch['sort'];

export const legalStructuresSearchSchema = legalStructuresListUrl.schema;
export const LEGAL_STRUCTURES_SEARCH_DEFAULTS = legalStructuresListUrl.defaults;

export function legalStructureListQuery(
  search: LegalStructuresSearch,
): ApiQuery<'/v1/legal_structures', 'GET'> {
  return legalStructuresListUrl.listQuery(search);
}
