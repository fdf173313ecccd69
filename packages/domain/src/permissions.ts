import type { StaffRole } from './enums.ts';

export const PERMISSION_AREAS = [
  'establishments',
  'workgroups',
  'legalStructures',
  'users',
  'services',
  'billing',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type PermissionAction = 'read' | 'write';

const WRITE_AREAS: Record<StaffRole, readonly PermissionArea[]> = {
  ADMIN: PERMISSION_AREAS,
  MANAGER: PERMISSION_AREAS,
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
