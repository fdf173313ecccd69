// The change history's list, declared once (zod-free, as every list declaration).
import { CHANGE_KINDS, HISTORY_RESOURCES } from '../history-resources.ts';
import { declareList, enumFilter, idFilter } from '../list-declaration.ts';

/**
 * Newest first (the id's order: the entries of one write share its moment); a change is made once and
 * never changes, so its `createdDate` is when it was made and stands for `updatedDate` too.
 */
export const changeHistoryListDeclaration = declareList({
  filters: {
    resource: enumFilter(HISTORY_RESOURCES, 'Changes of records of these collections'),
    resourceId: idFilter('Changes of the records with these ids'),
    userId: idFilter('Changes made by these users'),
    kind: enumFilter(CHANGE_KINDS, 'Changes of these kinds'),
  },
  sorts: [],
  defaultSort: [{ field: 'id', direction: 'desc' }],
});
