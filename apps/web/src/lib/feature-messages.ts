import { useEffect, useState } from 'react';
import { loadDetailMessages } from '../components/detail/messages.ts';
import { type MessageLoaders, registerMessages } from './i18n.ts';

/**
 * A feature bundle of texts loaded with its tab (lib/i18n.ts), with those every detail page shares:
 * `load()` for a route loader, `useReady()` for a component (false until the texts are in, then true).
 */
export function featureMessages(loaders: MessageLoaders) {
  let loaded = false;
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> => {
    loading ??= Promise.all([registerMessages(loaders), loadDetailMessages()]).then(() => {
      loaded = true;
    });
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
