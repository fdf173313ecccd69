import { userListDeclaration } from '@vetbo/domain/lists/users';
import { listUrlState, type SearchOf } from '../../lib/list-url-state.ts';

/** /overview/users: a term, one role and one job title (GET /v1/users' declared filters). */
export const usersListUrl = listUrlState(userListDeclaration, { filters: { role: 'one', jobTitle: 'one' } });
export type UsersSearch = SearchOf<typeof usersListUrl>;
export type UserSortField = UsersSearch['sort'];

export const usersSearchSchema = usersListUrl.schema;
export const USERS_SEARCH_DEFAULTS = usersListUrl.defaults;
