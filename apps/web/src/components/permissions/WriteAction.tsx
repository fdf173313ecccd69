import type { PermissionArea } from '@vetbo/domain/permissions';
import type { ReactNode } from 'react';
import { useMayWrite } from './use-may-write.ts';

/** The attribute every offered write action carries: the browser test checks it against `can()`. */
export const WRITE_AREA_ATTRIBUTE = 'data-write-area';

/** Marks a rendered write action with the area the API checks (a wrapper that takes no room in the layout). */
export function WriteMark({ area, children }: { area: PermissionArea; children: ReactNode }) {
  return (
    <span data-write-area={area} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

/**
 * A write action (button, menu item, upload) offered only to the roles that may write `area` (the area of
 * the operation it calls, as its `x-access` says); read-only roles see the page without it.
 */
export function WriteAction({ area, children }: { area: PermissionArea; children: ReactNode }) {
  return useMayWrite(area) ? <WriteMark area={area}>{children}</WriteMark> : null;
}
