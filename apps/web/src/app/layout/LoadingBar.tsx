import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_FINISH_MS,
  LOADING_BAR_THROTTLE_MS,
  useThrottledFlag,
} from '../../lib/loading-bar.ts';

const GROW: Keyframe[] = [{ transform: 'scaleX(0)' }, { transform: 'scaleX(0.9)' }];
// From where the growth stopped (implicit first keyframe) to full, then faded out.
const FINISH: Keyframe[] = [
  { transform: 'scaleX(1)', opacity: 1, offset: 0.5 },
  { transform: 'scaleX(1)', opacity: 0 },
];

/**
 * Spec §9: the top loading bar, while a route loads (TanStack Router's pending state) or the API is
 * asked (TanStack Query's fetches and saves), shown only when the wait outlasts the throttle.
 * Decorative, hidden from assistive technologies: the screens say they are loading themselves (the
 * pending page's and lists' `status` loaders, `aria-busy` tables), and a named progress bar would repeat
 * them from outside every landmark (axe "region"). No stylesheet, no library: a few hundred bytes.
 */
export function LoadingBar() {
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  const fetching = useIsFetching() > 0;
  const saving = useIsMutating() > 0;
  const waiting = useThrottledFlag(navigating || fetching || saving, LOADING_BAR_THROTTLE_MS);
  // Kept in the page after the wait, while the bar fills up and fades out.
  const [shown, setShown] = useState(false);
  if (waiting && !shown) setShown(true);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!element || !shown) return;
    if (waiting) {
      const growth = element.animate(GROW, {
        duration: LOADING_BAR_DURATION_MS,
        easing: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
        fill: 'forwards',
      });
      return () => {
        // The finish starts from where the growth is.
        element.style.transform = getComputedStyle(element).transform;
        growth.cancel();
      };
    }
    const finish = element.animate(FINISH, { duration: LOADING_BAR_FINISH_MS, fill: 'forwards' });
    finish.finished.then(
      () => setShown(false),
      () => undefined, // cancelled: a new wait began
    );
    return () => finish.cancel();
  }, [waiting, shown]);

  if (!shown) return null;
  return (
    <div
      aria-hidden="true"
      data-loading-bar=""
      style={{ position: 'fixed', insetInline: 0, top: 0, height: 3, zIndex: 1100, pointerEvents: 'none' }}
    >
      <div
        ref={bar}
        style={{
          height: '100%',
          transform: 'scaleX(0)',
          transformOrigin: 'left',
          background: 'var(--mantine-primary-color-filled)',
        }}
      />
    </div>
  );
}
