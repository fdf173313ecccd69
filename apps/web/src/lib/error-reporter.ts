import { isApiError } from '@vetbo/api-client/client';
import { PERMISSION_AREAS, type PermissionArea } from '@vetbo/domain/permissions';
import { errorMessage } from './error-report.ts';
import { type ForbiddenAccess, openForbiddenPanel } from './forbidden-panel.ts';
import { isTemporarilyUnavailable } from './query-retry.ts';
import { RELOAD_KEYS, reloadOncePerMinute } from './reload-guard.ts';
import { isDevStage, type Stage } from './runtime-config.ts';
import { showErrorToast } from './toasts.tsx';
import { showUnavailableToast, type UnavailableDuring } from './unavailable-toast.ts';
import { hasUnsavedInput } from './unsaved-input.ts';

/** The area and action a 403 names (`access`), when they are ones the permission table knows. */
function forbiddenAccess(access: { area?: string; action?: string } | undefined): ForbiddenAccess | null {
  const area = PERMISSION_AREAS.find((known) => known === access?.area) as PermissionArea | undefined;
  return area && (access?.action === 'read' || access?.action === 'write')
    ? { area, action: access.action }
    : null;
}

// NOTE: spec §8 ignores "two known harmless null-access messages" without naming them; these are the
// browser's ResizeObserver notices that Mantine's floating elements can trigger and that break nothing.
const IGNORED_MESSAGES = [
  'ResizeObserver loop completed with undelivered notifications.',
  'ResizeObserver loop limit exceeded',
];

interface ReporterOptions {
  stage: Stage;
  /** Session reset on 401 (spec §6: automatic logout, session reset on error). */
  onUnauthorized: () => void;
}

let options: ReporterOptions = { stage: 'prod', onUnauthorized: () => undefined };
const reported = new WeakSet<object>();

export function configureErrorReporter(next: ReporterOptions): void {
  options = next;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function shouldIgnore(error: unknown): boolean {
  if (error === undefined || error === null || isAbort(error)) return true;
  const message = errorMessage(error);
  return IGNORED_MESSAGES.some((ignored) => message.startsWith(ignored));
}

/**
 * The one place that turns an error into a side effect: console, sign-out, reload or toast. `during` says
 * what failed, for the wording of a "service unavailable" toast (a screen's data, or an action).
 */
export function reportError(error: unknown, during: UnavailableDuring = 'load'): void {
  if (shouldIgnore(error)) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (isDevStage(options.stage)) console.error(error);

  if (isApiError(error) && error.status === 401) {
    options.onUnauthorized();
    return;
  }
  // Database or identity provider out of reach: the session stays, and so do the screen and the form.
  if (isTemporarilyUnavailable(error)) {
    showUnavailableToast(during);
    return;
  }
  // A 403 may come from stale permissions: one full reload when no form holds unsaved input (the screen
  // then offers what the new role may do); else, or when it happens again, the "forbidden" side panel.
  if (isApiError(error) && error.status === 403) {
    if (!hasUnsavedInput() && reloadOncePerMinute(RELOAD_KEYS.forbidden)) return;
    openForbiddenPanel(forbiddenAccess(error.problem?.access));
    return;
  }
  showErrorToast(error);
}

export function installGlobalErrorHandlers(): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
