import { isApiError } from '@vetbo/api-client/client';

/** Spec §3.10: the JSON file a user can download from an error toast and send to support. */
export interface ErrorReport {
  url: string;
  userAgent: string;
  message: string;
  request: unknown;
  response: unknown;
  stack: string | undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

export function buildErrorReport(error: unknown, location = window.location.href): ErrorReport {
  return {
    url: location,
    userAgent: navigator.userAgent,
    message: errorMessage(error),
    request: isApiError(error) ? error.request : null,
    response: isApiError(error) ? error.response : null,
    stack: error instanceof Error ? error.stack : undefined,
  };
}

export function errorReportFilename(now = new Date()): string {
  return `vetbo-error-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}
