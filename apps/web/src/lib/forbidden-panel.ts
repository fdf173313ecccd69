// The "forbidden" side panel of spec §2.10: one at a time, opened by the error reporter on a 403 the screen
// did not expect (roles changed meanwhile), read by the panel mounted once in the layout.
import type { PermissionAction, PermissionArea } from '@vetbo/domain/permissions';

export interface ForbiddenAccess {
  area: PermissionArea;
  action: PermissionAction;
}

/** What the panel explains: the refused area and action when the API named them. */
export type ForbiddenPanelState = { access: ForbiddenAccess | null } | null;

let state: ForbiddenPanelState = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function openForbiddenPanel(access: ForbiddenAccess | null): void {
  state = { access };
  notify();
}

export function closeForbiddenPanel(): void {
  state = null;
  notify();
}

export const forbiddenPanelState = (): ForbiddenPanelState => state;

export function subscribeForbiddenPanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
