import type { ApiQuery } from '@vetbo/api-client/client';
import { ESTABLISHMENT_TYPES, type EstablishmentType } from '@vetbo/domain/enums';
import {
  enumArrayParam,
  enumParam,
  pageParam,
  paginationQuery,
  type SortOrder,
  searchSchema,
  sortOrderParam,
  stringArrayParam,
  textParam,
  toSortQuery,
} from '../../lib/list-search.ts';

export const ESTABLISHMENT_SORT_FIELDS = [
  'name',
  'privilegedCode',
  'type',
  'postalCode',
  'createdDate',
] as const;
export type EstablishmentSortField = (typeof ESTABLISHMENT_SORT_FIELDS)[number];

export interface EstablishmentsSearch {
  page: number;
  q?: string;
  type?: EstablishmentType[];
  postalCode?: string[];
  tag?: string[];
  sort: EstablishmentSortField;
  order: SortOrder;
}

export const establishmentsSearchSchema = searchSchema<EstablishmentsSearch>({
  page: pageParam,
  q: textParam,
  type: enumArrayParam(ESTABLISHMENT_TYPES),
  postalCode: stringArrayParam,
  tag: stringArrayParam,
  sort: enumParam(ESTABLISHMENT_SORT_FIELDS, 'name'),
  order: sortOrderParam,
});

export const ESTABLISHMENTS_SEARCH_DEFAULTS = { page: 1, sort: 'name', order: 'asc' } as const;

export function hasActiveFilters(search: EstablishmentsSearch): boolean {
  return Boolean(search.q || search.type?.length || search.postalCode?.length || search.tag?.length);
}

/** The list query of GET /v1/veterinary_establishments, also taken by POST .../search. */
export type EstablishmentListApiQuery = ApiQuery<'/v1/veterinary_establishments', 'GET'>;
/** The filters and sorts of GET .../export, which the list and the search take too. */
export type EstablishmentFilterApiQuery = Omit<
  ApiQuery<'/v1/veterinary_establishments/export', 'GET'>,
  'format'
>;

/** The filters shared by the list, the search and the export calls (without the text term). */
export function establishmentFilterQuery(search: EstablishmentsSearch): EstablishmentFilterApiQuery {
  return {
    'type[]': search.type,
    'addressPostalCode[]': search.postalCode,
    'tag[]': search.tag,
    ...toSortQuery(search.sort, search.order),
  };
}

export function establishmentListQuery(search: EstablishmentsSearch): EstablishmentListApiQuery {
  return { ...paginationQuery(search.page), ...establishmentFilterQuery(search) };
}
