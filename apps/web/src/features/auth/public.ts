// What other features use of auth: the signed-in user.
export { type Me, meQueryOptions, useMe } from './api/get-me.ts';
