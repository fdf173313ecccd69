// Small pieces every feature's route file shares (features/*/routes/routes.ts).
import { notFound } from '@tanstack/react-router';
import { isApiError } from '@vetbo/api-client/client';

/** A path id: a positive integer the database can hold, or nothing. */
export function parsePathId(value: string): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && /^\d+$/.test(value) ? id : undefined;
}

/** Awaits a record for a detail route; a 404 becomes the route's not-found page. */
export async function ensureFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
