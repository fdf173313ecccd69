// What other modules (and app.ts) may use of the SEPA files.
export { sepaFilesRoutes } from './sepa-files.routes.ts';
