import { lazyRouteComponent } from '@tanstack/react-router';
import { handleChunkLoadFailure } from '../lib/chunk-load.ts';

/** A route component in its own chunk, with the spec's reload-on-chunk-failure rule. */
export function lazyPage<TModule extends Record<string, unknown>, TKey extends keyof TModule & string>(
  importer: () => Promise<TModule>,
  exportName: TKey,
) {
  return lazyRouteComponent(() => importer().catch(handleChunkLoadFailure), exportName);
}
