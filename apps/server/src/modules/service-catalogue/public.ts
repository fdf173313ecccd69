// What other modules may use of this module (the architecture test refuses any other import).
export { findServiceOptionRow } from './service-catalogue.repository.ts';
