// What the detail routes' loaders need, in one module (see routes/screens.ts).
export { membershipQueryOptions } from './memberships.ts';
export { workgroupQueryOptions } from './workgroup.ts';
