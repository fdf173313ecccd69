// /overview/billing/fichiers-xml/{prelevements|virements}: the page, the creditor filter and the file open
// in the side panel, all in the URL (no zod: the route tree reads it before the first paint).
import { pageParam, type SearchSchema, searchSchema } from '../../lib/list-search.ts';
import type { SepaFileKind } from './sepa-kinds.ts';

export interface SepaFilesSearch {
  page: number;
  creditorId?: number | undefined;
  /** The file whose operations the side panel shows. */
  file?: number | undefined;
}

const idParam = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const schema: SearchSchema<SepaFilesSearch> = searchSchema<SepaFilesSearch>({
  page: pageParam,
  creditorId: idParam,
  file: idParam,
});

export const sepaFilesListUrl = {
  schema,
  defaults: { page: 1 } as Partial<SepaFilesSearch>,
  hasActiveFilters: (search: SepaFilesSearch) => search.creditorId !== undefined,
  resetFilters: { creditorId: undefined, page: 1 } as Partial<SepaFilesSearch>,
  /** GET /v1/sepa_files: newest first, 20 a page (the API's fixed order and size). */
  listQuery: (kind: SepaFileKind, search: SepaFilesSearch) => ({
    kind,
    page: search.page,
    ...(search.creditorId === undefined ? {} : { creditorId: search.creditorId }),
  }),
};
