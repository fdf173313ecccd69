// What other modules may use of this module (the architecture test refuses any other import).

export type { Actor } from './account-guard.ts';
export { actorOf, assertMayHandOverAccount } from './account-guard.ts';
export type { UserRow } from './users.mapper.ts';
export { toUser } from './users.mapper.ts';
export { USER_PROBLEMS } from './users.problems.ts';
export { lockAdmins } from './users.repository.ts';
export type { ForgetUser, MailContext } from './users.service.ts';
