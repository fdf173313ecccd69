import type { ApiQuery } from '@vetbo/api-client/client';
import { establishmentListDeclaration } from '@vetbo/domain/lists/establishments';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

/**
 * /overview/establishments: a term, types, postal codes, tags, service option codes and service period (GET /v1/veterinary_establishments'
 * declared filters); the screen opens in name order where the API's default is the newest first.
 */
export const establishmentsListUrl = listUrlState(establishmentListDeclaration, {
  filters: {
    type: 'many',
    addressPostalCode: 'many',
    tag: 'many',
    serviceOptionCode: 'many',
    servicePeriodFromDate: 'one',
    servicePeriodToDate: 'one',
  },
  defaultSort: { field: 'name', direction: 'asc' },
});
export type EstablishmentsSearch = SearchOf<typeof establishmentsListUrl>;
export type EstablishmentSortField = EstablishmentsSearch['sort'];

export const establishmentsSearchSchema = establishmentsListUrl.schema;
export const ESTABLISHMENTS_SEARCH_DEFAULTS = establishmentsListUrl.defaults;
export const { hasActiveFilters } = establishmentsListUrl;

/** The list query of GET /v1/veterinary_establishments, also taken by POST .../search. */
export type EstablishmentListApiQuery = ApiQuery<'/v1/veterinary_establishments', 'GET'>;
/** The filters and sorts of GET .../export, which the list and the search take too. */
export type EstablishmentFilterApiQuery = Omit<
  ApiQuery<'/v1/veterinary_establishments/export', 'GET'>,
  'format'
>;

/** The filters shared by the list, the search and the export calls (without the text term). */
export function establishmentFilterQuery(search: EstablishmentsSearch): EstablishmentFilterApiQuery {
  return establishmentsListUrl.filterQuery(search);
}

export function establishmentListQuery(search: EstablishmentsSearch): EstablishmentListApiQuery {
  return establishmentsListUrl.listQuery(search);
}
