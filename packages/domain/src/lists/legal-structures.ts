// The legal structures list, declared once (zod-free: the web's list screen derives its URL state from it).
import { declareList, idFilter } from '../list-declaration.ts';

export const legalStructureListDeclaration = declareList({
  filters: {
    id: idFilter('Legal structures with these ids'),
    veterinaryEstablishmentId: idFilter('The legal structures of these establishments'),
    veterinaryEstablishmentMemberId: idFilter('The legal structures of the groups of these memberships'),
    veterinaryGroupId: idFilter('The legal structures of these groups'),
  },
  sorts: ['socialReason', 'legalCode'],
  defaultSort: [{ field: 'socialReason', direction: 'asc' }],
  search: true,
});
