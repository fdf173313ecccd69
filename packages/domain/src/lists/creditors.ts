// The creditors list, declared once (zod-free: the web's list screen derives its URL state from it).
import { declareList, idFilter } from '../list-declaration.ts';

export const creditorListDeclaration = declareList({
  filters: { id: idFilter('Creditors with these ids') },
  sorts: ['name'],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  search: true,
});
