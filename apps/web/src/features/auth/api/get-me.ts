// The signed-in user's query lives in shared code (hooks/useMe.ts): the permission gate reads it too.
export { getMe, type Me, meQueryOptions, useMe } from '../../../hooks/useMe.ts';
