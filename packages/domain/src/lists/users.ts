// The users list, declared once (zod-free: the web's list screen derives its URL state from it).
import { JOB_TITLES, STAFF_ROLES } from '../enums.ts';
import { declareList, enumFilter, idFilter, textFilter } from '../list-declaration.ts';

export const userListDeclaration = declareList({
  filters: {
    id: idFilter('Users with these ids'),
    email: textFilter('Users with these e-mail addresses (whatever their case)', { max: 254 }),
    role: enumFilter(STAFF_ROLES, 'Users holding one of these staff roles'),
    jobTitle: enumFilter(JOB_TITLES, 'Users holding this job title in an establishment or a group'),
    veterinaryEstablishmentId: idFilter('Users in the team of these establishments'),
    veterinaryGroupId: idFilter('Users in the team of these groups'),
  },
  sorts: ['lastName', 'email'],
  defaultSort: [
    { field: 'lastName', direction: 'asc' },
    { field: 'email', direction: 'asc' },
  ],
  search: true,
});
