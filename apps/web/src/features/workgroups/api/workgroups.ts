// The workgroup screens' data, on the collection's declaration (app/api/workgroups.ts).
import { useQuery } from '@tanstack/react-query';
import { billingAccountsApi } from '../../../app/api/billing-accounts.ts';
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

/** The group's main billing account's name (undefined while it loads or if none). */
export const useBillingAccountName = (id: number | null) =>
  useQuery({
    ...billingAccountsApi.detailOptions(id ?? 0),
    enabled: id !== null,
    select: (account) => account.data.entitled,
  });
