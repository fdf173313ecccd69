import { ENABLED_STATUSES, type EnabledStatus } from '@vetbo/domain/enums';
import {
  enumParam,
  optionalEnumParam,
  pageParam,
  type SortOrder,
  searchSchema,
  sortOrderParam,
  textParam,
} from '../../lib/list-search.ts';

/** The sorts the API offers for workgroups (GET /v1/veterinary_groups). */
export const WORKGROUP_SORT_FIELDS = ['entitled', 'groupCode', 'status', 'createdDate'] as const;
export type WorkgroupSortField = (typeof WORKGROUP_SORT_FIELDS)[number];

export interface WorkgroupsSearch {
  page: number;
  q?: string;
  status?: EnabledStatus;
  sort: WorkgroupSortField;
  order: SortOrder;
}

export const workgroupsSearchSchema = searchSchema<WorkgroupsSearch>({
  page: pageParam,
  q: textParam,
  status: optionalEnumParam(ENABLED_STATUSES),
  sort: enumParam(WORKGROUP_SORT_FIELDS, 'entitled'),
  order: sortOrderParam,
});

export const WORKGROUPS_SEARCH_DEFAULTS = { page: 1, sort: 'entitled', order: 'asc' } as const;

/** The tabs of the detail page; the open one is the `tab` search param (none: Informations). */
export const WORKGROUP_TABS = ['information', 'establishments', 'documents', 'history'] as const;
export type WorkgroupTab = (typeof WORKGROUP_TABS)[number];
