// The one way to load a feature's texts: each feature declares its bundle(s) in its messages.ts with
// `featureMessages`, naming the bundles its screens also need (the detail pages' shared texts, the files
// panels'…). A route loads them with its code (`withMessages`), a component waits for them (`useReady`).
import { useEffect, useState } from 'react';
import { type MessageLoaders, registerMessages } from './i18n.ts';

export interface FeatureMessages {
  /** Loads the bundle and those it includes (once); resolves when the current language's texts are in. */
  load: () => Promise<void>;
  /** For a component: false until the texts are in, then true. */
  useReady: () => boolean;
}

/** A bundle of texts loaded with its screens (lib/i18n.ts), with the bundles it includes. */
export function featureMessages(loaders: MessageLoaders, ...includes: FeatureMessages[]): FeatureMessages {
  let loaded = false;
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> => {
    loading ??= Promise.all([registerMessages(loaders), ...includes.map((bundle) => bundle.load())]).then(
      () => {
        loaded = true;
      },
    );
    return loading;
  };
  function useReady(): boolean {
    const [ready, setReady] = useState(loaded);
    useEffect(() => {
      if (ready) return;
      let active = true;
      void load().then(() => {
        if (active) setReady(true);
      });
      return () => {
        active = false;
      };
    }, [ready]);
    return ready;
  }
  return { load, useReady };
}

/** A screen's code and its texts downloaded together (a route's lazy component or loader). */
export function withMessages<T>(importer: () => Promise<T>, load: () => Promise<unknown>): () => Promise<T> {
  return () => Promise.all([importer(), load()]).then(([module]) => module);
}
