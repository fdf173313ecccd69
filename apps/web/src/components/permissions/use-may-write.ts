import { can, type PermissionArea } from '@vetbo/domain/permissions';
import { useMe } from '../../hooks/useMe.ts';

/**
 * Whether the signed-in staff user may write `area`, from the one permission table (`can`, packages/domain)
 * the API checks too (`x-access`). False while the user is being read: nothing is offered that could fail.
 */
export function useMayWrite(area: PermissionArea): boolean {
  return can(useMe().data?.staffRole, 'write', area);
}

/** Whether the signed-in staff user may read `area` (the ADMIN-only areas: the outbox, personal data). */
export function useMayRead(area: PermissionArea): boolean {
  return can(useMe().data?.staffRole, 'read', area);
}
