export * from './creditors.ts';
export * from './enums.ts';
export * from './establishments.ts';
export * from './legal-structures.ts';
export * from './memberships.ts';
export * from './oidc.ts';
export * from './users.ts';
export * from './workgroups.ts';
