// What other modules may use of this module (the architecture test refuses any other import).
export { postgresFileStorage } from './file-storage.ts';
