// The workgroups list, declared once (zod-free: the web's list screen derives its URL state from it).
import { ENABLED_STATUSES } from '../enums.ts';
import { declareList, enumFilter, idFilter, textFilter } from '../list-declaration.ts';

export const workgroupListDeclaration = declareList({
  filters: {
    id: idFilter('Groups with these ids'),
    legalStructureId: idFilter('Groups of these legal structures'),
    veterinaryEstablishmentId: idFilter('Groups these establishments are members of today'),
    veterinaryEstablishmentMemberId: idFilter('Groups of these memberships'),
    vguUserId: idFilter('Groups where these users have a job'),
    entitled: textFilter('Groups with exactly this name (case and accents ignored)', { max: 150 }),
    // The catalogue lists both `entitled` and `name` (spec api-catalogue §3): a group's name is its entitled.
    name: textFilter('Groups with exactly this name (case and accents ignored; the same as entitled[])', {
      max: 150,
    }),
    groupCode: textFilter('Groups with these codes', { upper: true, max: 12 }),
    status: enumFilter(ENABLED_STATUSES, 'ENABLED or DISABLED'),
  },
  sorts: ['entitled', 'groupCode', 'status'],
  defaultSort: [{ field: 'entitled', direction: 'asc' }],
  search: true,
});
