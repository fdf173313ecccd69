import { lazyRouteComponent } from '@tanstack/react-router';
import { type ComponentType, lazy } from 'react';
import { handleChunkLoadFailure } from '../lib/chunk-load.ts';

/** A route component in its own chunk, with the spec's reload-on-chunk-failure rule. */
export function lazyPage<TModule extends Record<string, unknown>, TKey extends keyof TModule & string>(
  importer: () => Promise<TModule>,
  exportName: TKey,
) {
  return lazyRouteComponent(() => importer().catch(handleChunkLoadFailure), exportName);
}

/** A component in its own chunk (React.lazy), loaded the first time it renders; same reload rule. */
export function lazyComponent<TProps extends object>(importer: () => Promise<ComponentType<TProps>>) {
  return lazy(() => importer().then((component) => ({ default: component }), handleChunkLoadFailure));
}
