import { integerId } from '@vetbo/domain/list-query';
import { z } from 'zod';

/** The path parameters of `/…/:id`. */
export const idParams = z.object({ id: integerId });

/**
 * The path parameters of a record under another, `/…/:id/…/:changeId`: `nestedIdParams('changeId')`
 * (the parent's `id` first, then each name given, all integer ids).
 */
export function nestedIdParams<const N extends readonly string[]>(...names: N) {
  const shape = Object.fromEntries(names.map((name) => [name, integerId])) as {
    [K in N[number]]: typeof integerId;
  };
  return z.object({ id: integerId, ...shape });
}
