import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../app/lazy-page.ts';
import { forbiddenPanelState, subscribeForbiddenPanel } from '../../lib/forbidden-panel.ts';
import { permissionMessages } from '../permissions/messages.ts';

// The panel's code (Mantine's Drawer, its focus trap, portal and overlay) and its texts come with the first 403 that
// opens it: mounted in the layout, it weighed on every screen's first paint (≤ 200 KB, docs/decisions.md).
const ForbiddenPanel = lazyComponent(() =>
  Promise.all([import('./ForbiddenPanel.tsx'), permissionMessages.load()]).then(
    ([module]) => module.ForbiddenPanel,
  ),
);

/** Spec §2.10's "forbidden" side panel, loaded the first time it opens, then kept (its closing animation). */
export function ForbiddenPanelHost() {
  const state = useSyncExternalStore(subscribeForbiddenPanel, forbiddenPanelState);
  const [wanted, setWanted] = useState(false);
  if (state !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ForbiddenPanel />
    </Suspense>
  ) : null;
}
