// What other modules may use of this module (the architecture test refuses any other import).
export { toAddress, toEstablishment } from './establishment-mapper.ts';
export type { EstablishmentRecord } from './establishment-statements.ts';
export { ESTABLISHMENT_PROBLEMS } from './establishments.problems.ts';
export { findEstablishmentById } from './establishments.repository.ts';
export { assertMayMoveLeaders } from './leaders-move.ts';
