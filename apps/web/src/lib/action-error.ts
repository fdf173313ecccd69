import { isApiError } from '@vetbo/api-client/client';

/** What a refused action says to the user: the field message the API gave, else its problem's detail. */
export function actionErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.fieldErrors[0]?.message ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
