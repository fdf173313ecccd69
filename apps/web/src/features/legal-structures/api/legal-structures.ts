// The legal structure screens' data, on the collection's declaration (app/api/legal-structures.ts).
import { legalStructuresApi } from '../../../app/api/legal-structures.ts';
import { type LegalStructuresSearch, legalStructureListQuery } from '../search-params.ts';

/** The list page: a text term goes through POST …/search; otherwise a plain list. */
export const legalStructuresQueryOptions = (search: LegalStructuresSearch) =>
  legalStructuresApi.listOptions(legalStructureListQuery(search), { term: search.q, keepPrevious: true });

export const useLegalStructures = (search: LegalStructuresSearch) =>
  legalStructuresApi.useList(legalStructureListQuery(search), { term: search.q, keepPrevious: true });

export const legalStructureQueryOptions = legalStructuresApi.detailOptions;
export const useLegalStructure = legalStructuresApi.useDetail;
export const useCreateLegalStructure = legalStructuresApi.useCreate;
export const useUpdateLegalStructure = legalStructuresApi.useUpdate;
