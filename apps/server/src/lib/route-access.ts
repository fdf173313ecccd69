import type { PermissionArea } from '@vetbo/domain/permissions';

/**
 * The route configs of a permission area, declared once per module: `const access = areaAccess('billing')`
 * then `config: access.read` or `config: { ...access.write, etag: true }` (plugins/auth.ts checks them).
 */
export function areaAccess<A extends PermissionArea>(area: A) {
  return {
    read: { access: { area, action: 'read' } },
    write: { access: { area, action: 'write' } },
  } as const;
}
