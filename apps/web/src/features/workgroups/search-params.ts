import { workgroupListDeclaration } from '@vetbo/domain/lists/workgroups';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

/** /overview/workgroups: a term and one status (GET /v1/veterinary_groups' declared filters). */
export const workgroupsListUrl = listUrlState(workgroupListDeclaration, { filters: { status: 'one' } });
export type WorkgroupsSearch = SearchOf<typeof workgroupsListUrl>;
export type WorkgroupSortField = WorkgroupsSearch['sort'];

export const workgroupsSearchSchema = workgroupsListUrl.schema;
export const WORKGROUPS_SEARCH_DEFAULTS = workgroupsListUrl.defaults;
