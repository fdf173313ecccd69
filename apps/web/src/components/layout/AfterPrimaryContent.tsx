import { type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { isPrimaryContentShown, subscribeToPrimaryContent } from '../../lib/first-paint.ts';

interface AfterPrimaryContentProps {
  /** Takes the widget's place meanwhile, with its size, so nothing moves when it arrives. */
  placeholder: ReactNode;
  /** Usually a lazy component: rendering it starts its download. */
  children: ReactNode;
}

/** Renders `children` once the screen's main content is shown (see lib/first-paint.ts). */
export function AfterPrimaryContent({ placeholder, children }: AfterPrimaryContentProps) {
  const shown = useSyncExternalStore(subscribeToPrimaryContent, isPrimaryContentShown);
  return shown ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
