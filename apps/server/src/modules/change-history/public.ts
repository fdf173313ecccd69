// What other modules may use of this module (the architecture test refuses any other import).
export { recordChange } from './record-change.ts';
export { createRecorded, deleteRecorded, updateRecorded } from './recorded-write.ts';
