import { notifications } from '@mantine/notifications';
import { isApiError } from '@vetbo/api-client/client';
import i18next from 'i18next';
import { ErrorToastContent } from '../components/feedback/ErrorToastContent.tsx';
import { buildErrorReport, errorMessage } from './error-report.ts';

/** Spec §4/§9: a success toast starts hiding after 2500 ms, the 500 ms fade is the container's transition. */
export const TOAST_AUTO_HIDE_MS = 2500;
export const TOAST_FADE_MS = 500;

let sequence = 0;

export function showSuccessToast(message: string, title?: string): void {
  notifications.show({
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
  notifications.show({
    id,
    title: i18next.t('errors.toast.title'),
    message: (
      <ErrorToastContent
        message={errorMessage(error) || i18next.t('errors.toast.unknown')}
        code={code}
        report={buildErrorReport(error)}
        onDismiss={() => notifications.hide(id)}
      />
    ),
    color: 'red.9',
    autoClose: false,
    withCloseButton: false,
    role: 'alert',
    'data-mood': 'danger',
  });
}
