// What the detail routes' loaders need, in one module (see routes/routes.ts).
export { membershipQueryOptions } from './memberships.ts';
export { workgroupQueryOptions } from './workgroups.ts';
