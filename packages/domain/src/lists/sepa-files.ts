// The SEPA files' list, declared once (zod-free, as every list declaration).
import { declareList, enumFilter, idFilter } from '../list-declaration.ts';
import { SEPA_FILE_STATUSES } from '../money-files/sepa-file-kinds.ts';

/** Newest first: the files made, of one kind a page (`kind`, sepa-files-api.ts), 20 a page by default. */
export const sepaFileListDeclaration = declareList({
  filters: {
    id: idFilter('Files with these ids'),
    creditorId: idFilter('Files of these creditors'),
    status: enumFilter(SEPA_FILE_STATUSES, 'Files in these statuses'),
  },
  sorts: ['requestedDate'],
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
});
