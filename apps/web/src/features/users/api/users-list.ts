// The users list's data alone (its first paint): the user's page and its writes are in users.ts.
import { usersApi } from '../../../app/api/users.ts';
import { type UsersSearch, usersListUrl } from '../search-params.ts';

/** The list page: a term goes through POST …/search (a name anywhere, an e-mail from its start). */
export const usersQueryOptions = (search: UsersSearch) =>
  usersApi.listOptions(usersListUrl.listQuery(search), { term: search.q, keepPrevious: true });

export const useUsers = (search: UsersSearch) =>
  usersApi.useList(usersListUrl.listQuery(search), { term: search.q, keepPrevious: true });
