import type { NotificationData } from '@mantine/notifications';
import { isApiError } from '@vetbo/api-client/client';
import i18next from 'i18next';
import { ErrorToastContent } from '../components/feedback/ErrorToastContent.tsx';
import { buildErrorReport, errorMessage } from './error-report.ts';

/** Spec §4/§9: a success toast starts hiding after 2500 ms, the 500 ms fade is the container's transition. */
export const TOAST_AUTO_HIDE_MS = 2500;
export const TOAST_FADE_MS = 500;

let sequence = 0;

type NotificationsModule = typeof import('@mantine/notifications');
let notificationsModule: Promise<NotificationsModule> | undefined;
let containerWanted = false;
const containerListeners = new Set<() => void>();

/**
 * Mantine's notifications (store and container) are fetched with the first toast: no screen needs
 * them to paint. The container (DeferredNotifications) mounts then and shows what the store holds.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  notificationsModule ??= import('@mantine/notifications').catch((error: unknown) => {
    notificationsModule = undefined;
    throw error;
  });
  if (!containerWanted) {
    containerWanted = true;
    for (const listener of containerListeners) listener();
  }
  return notificationsModule;
}

export function subscribeToToastContainer(listener: () => void): () => void {
  containerListeners.add(listener);
  return () => containerListeners.delete(listener);
}

export const isToastContainerWanted = () => containerWanted;

function showToast(data: NotificationData): void {
  loadNotifications().then(
    ({ notifications }) => notifications.show(data),
    (error: unknown) => console.error('Toast not shown: the notifications module did not load', error),
  );
}

function hideToast(id: string): void {
  void loadNotifications().then(({ notifications }) => notifications.hide(id));
}

export function showSuccessToast(message: string, title?: string): void {
  showToast({
    title,
    message,
    color: 'teal.9',
    autoClose: TOAST_AUTO_HIDE_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18next.t('errors.toast.dismiss') },
    'data-mood': 'success',
  });
}

/** Spec §8: persistent danger toast with the message, the HTTP status as code and the error report. */
export function showErrorToast(error: unknown): void {
  sequence += 1;
  const id = `error-${sequence}`;
  const code = isApiError(error) && error.status > 0 ? error.status : undefined;
  showToast({
    id,
    title: i18next.t('errors.toast.title'),
    message: (
      <ErrorToastContent
        message={errorMessage(error) || i18next.t('errors.toast.unknown')}
        code={code}
        report={buildErrorReport(error)}
        onDismiss={() => hideToast(id)}
      />
    ),
    color: 'red.9',
    autoClose: false,
    withCloseButton: false,
    role: 'alert',
    'data-mood': 'danger',
  });
}
