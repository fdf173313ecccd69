import { JOB_TITLES, type JobTitle, STAFF_ROLES, type StaffRole } from '@vetbo/domain/enums';
import {
  enumParam,
  optionalEnumParam,
  pageParam,
  type SortOrder,
  searchSchema,
  sortOrderParam,
  textParam,
} from '../../lib/list-search.ts';

/** The sorts the API offers for users (GET /v1/users). */
export const USER_SORT_FIELDS = ['lastName', 'email', 'createdDate'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UsersSearch {
  page: number;
  q?: string;
  role?: StaffRole;
  jobTitle?: JobTitle;
  sort: UserSortField;
  order: SortOrder;
}

export const usersSearchSchema = searchSchema<UsersSearch>({
  page: pageParam,
  q: textParam,
  role: optionalEnumParam(STAFF_ROLES),
  jobTitle: optionalEnumParam(JOB_TITLES),
  sort: enumParam(USER_SORT_FIELDS, 'lastName'),
  order: sortOrderParam,
});

export const USERS_SEARCH_DEFAULTS = { page: 1, sort: 'lastName', order: 'asc' } as const;

/** The tabs of /users/{id} (spec §2.6); the open one is the `tab` search param (none: profile). */
export const USER_TABS = [
  'profile',
  'account',
  'contacts',
  'network',
  'activity',
  'privacy',
  'roles',
] as const;
export type UserTab = (typeof USER_TABS)[number];
