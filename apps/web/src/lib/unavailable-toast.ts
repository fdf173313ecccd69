import i18next from 'i18next';
import { loadNotifications } from './toasts.tsx';

/** What was refused: a read (a screen's data) or an action (a save, a button). */
export type UnavailableDuring = 'load' | 'action';

let sequence = 0;

/**
 * The service is out of reach for a moment (503: database or identity provider): not an error of the user's
 * and not a sign-out. Says that what they typed is kept and to try again; one toast for all the reads
 * refused at once, one per refused action (each is a click the user made).
 */
export function showUnavailableToast(during: UnavailableDuring): void {
  sequence += 1;
  const id = during === 'load' ? 'service-unavailable-load' : `service-unavailable-${sequence}`;
  loadNotifications().then(
    ({ notifications }) =>
      notifications.show({
        id,
        title: i18next.t('errors.unavailable.title'),
        message: i18next.t(during === 'load' ? 'errors.unavailable.load' : 'errors.unavailable.action'),
        color: 'orange.9',
        autoClose: false,
        withCloseButton: true,
        closeButtonProps: { 'aria-label': i18next.t('errors.toast.dismiss') },
        role: 'alert',
        'data-mood': 'warning',
      }),
    (error: unknown) => console.error('Toast not shown: the notifications module did not load', error),
  );
}
