// What other modules may use of this module (the architecture test refuses any other import).
export { endFormerAddress } from './account-change.ts';
export { endUserSessions } from './end-sessions.ts';
export { writeInvitation } from './invitations.ts';
