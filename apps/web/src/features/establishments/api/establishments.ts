// The establishment screens' data, on the collection's declaration (app/api/establishments.ts).
import { establishmentsApi } from '../../../app/api/establishments.ts';
import { type EstablishmentsSearch, establishmentListQuery } from '../search-params.ts';

/** The list page: a term goes through POST …/search (name, code, postal code, city); otherwise a plain list. */
export const establishmentsQueryOptions = (search: EstablishmentsSearch) =>
  establishmentsApi.listOptions(establishmentListQuery(search), { term: search.q, keepPrevious: true });

export const useEstablishments = (search: EstablishmentsSearch) =>
  establishmentsApi.useList(establishmentListQuery(search), { term: search.q, keepPrevious: true });

export const establishmentQueryOptions = establishmentsApi.detailOptions;
export const useEstablishment = establishmentsApi.useDetail;
export const useCreateEstablishment = establishmentsApi.useCreate;
export const useUpdateEstablishment = establishmentsApi.useUpdate;
