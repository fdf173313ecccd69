// The workgroup screens' data, on the collection's declaration (app/api/workgroups.ts).
import { workgroupsApi } from '../../../app/api/workgroups.ts';
import { type WorkgroupsSearch, workgroupsListUrl } from '../search-params.ts';

/** The list page: a term goes through POST …/search (name anywhere, code by prefix); otherwise a plain list. */
export const workgroupsQueryOptions = (search: WorkgroupsSearch) =>
  workgroupsApi.listOptions(workgroupsListUrl.listQuery(search), { term: search.q, keepPrevious: true });

export const useWorkgroups = (search: WorkgroupsSearch) =>
  workgroupsApi.useList(workgroupsListUrl.listQuery(search), { term: search.q, keepPrevious: true });

export const workgroupQueryOptions = workgroupsApi.detailOptions;
export const useWorkgroup = workgroupsApi.useDetail;
export const useCreateWorkgroup = workgroupsApi.useCreate;
export const useUpdateWorkgroup = workgroupsApi.useUpdate;
