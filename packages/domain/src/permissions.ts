import type { StaffRole } from './enums.ts';

export const PERMISSION_AREAS = [
  'establishments',
  'workgroups',
  'legalStructures',
  'users',
  'services',
  'billing',
  /** Granting and removing staff roles: ADMIN only, apart from `users` so no one raises their own rights. */
  'roles',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type PermissionAction = 'read' | 'write';

const WRITE_AREAS: Record<StaffRole, readonly PermissionArea[]> = {
  ADMIN: PERMISSION_AREAS,
  MANAGER: PERMISSION_AREAS.filter((area) => area !== 'roles'),
  ACCOUNTANT: ['billing'],
  MODERATOR: ['establishments', 'workgroups', 'legalStructures', 'users', 'services'],
};

/**
 * Staff roles of ARCHITECTURE.md: every staff role reads everything; writes as listed.
 * A user without a staff role (an establishment leader) gets nothing here: the onboarding area has its own rules.
 */
export function can(
  role: StaffRole | null | undefined,
  action: PermissionAction,
  area: PermissionArea,
): boolean {
  if (!role) return false;
  return action === 'read' || WRITE_AREAS[role].includes(area);
}
