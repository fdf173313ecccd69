// The memberships list (establishment ↔ group), declared once (zod-free: a list screen can derive its URL
// state from it).
import { dateFilter, declareList, idFilter, textFilter } from '../list-declaration.ts';

export const membershipListDeclaration = declareList({
  filters: {
    id: idFilter('Memberships with these ids'),
    veterinaryEstablishmentId: idFilter('Memberships of these establishments'),
    veterinaryGroupId: idFilter('Memberships of these groups'),
    privilegedCode: textFilter('Memberships of the establishments with these privileged codes', {
      upper: true,
      max: 20,
    }),
    fromJoinDate: dateFilter('Memberships that began on or after this day (YYYY-MM-DD)', 'atLeast'),
    toJoinDate: dateFilter('Memberships that began on or before this day (YYYY-MM-DD)', 'atMost'),
  },
  sorts: ['joinDate', 'leaveDate', 'establishmentName', 'groupEntitled'],
  defaultSort: [{ field: 'joinDate', direction: 'desc' }],
  search: true,
});
