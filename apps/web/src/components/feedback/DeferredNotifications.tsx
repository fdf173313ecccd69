import type { NotificationsProps } from '@mantine/notifications';
import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../app/lazy-page.ts';
import { isToastContainerWanted, loadNotifications, subscribeToToastContainer } from '../../lib/toasts.tsx';

const Notifications = lazyComponent<NotificationsProps>(() =>
  loadNotifications().then((module) => module.Notifications),
);

/** Mantine's toast container, mounted with the first toast (see loadNotifications). */
export function DeferredNotifications(props: NotificationsProps) {
  const wanted = useSyncExternalStore(subscribeToToastContainer, isToastContainerWanted);
  return wanted ? (
    <Suspense>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
