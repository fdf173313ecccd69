// The quick search's tabs: the first hits of each collection's POST …/search, under the collections' keys.
import type { ApiPath } from '@vetbo/api-client/client';
import { establishmentsApi } from '../../../app/api/establishments.ts';
import { legalStructuresApi } from '../../../app/api/legal-structures.ts';
import type { ListQuery, Resource } from '../../../app/api/resource.ts';
import { usersApi } from '../../../app/api/users.ts';
import { workgroupsApi } from '../../../app/api/workgroups.ts';

/** How many hits a quick-search tab shows, and the shortest term it searches for. */
export const QUICK_SEARCH_LIMIT = 10;
export const QUICK_SEARCH_MIN_LENGTH = 2;

const quickSearch =
  <C extends ApiPath>(api: Resource<C>) =>
  (term: string, enabled: boolean) =>
    api.useList({ page: 1, limit: QUICK_SEARCH_LIMIT } as unknown as ListQuery<C>, {
      term,
      enabled: enabled && term.length >= QUICK_SEARCH_MIN_LENGTH,
    });

/** Name, code, postal code, city. */
export const useQuickSearchEstablishments = quickSearch(establishmentsApi);
export const useQuickSearchLegalStructures = quickSearch(legalStructuresApi);
/** A name anywhere or an e-mail from its start; with an "@", the e-mail only. */
export const useQuickSearchUsers = quickSearch(usersApi);
/** Name anywhere or group code by prefix. */
export const useQuickSearchWorkgroups = quickSearch(workgroupsApi);
