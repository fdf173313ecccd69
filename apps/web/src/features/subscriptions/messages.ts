import { useEffect, useState } from 'react';
import { loadDetailMessages } from '../../components/detail/messages.ts';
import { registerMessages } from '../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
};

let loaded = false;
let loading: Promise<void> | undefined;

/** The subscription tabs' and panels' texts (a feature bundle, lib/i18n.ts), with the detail pages'. */
export function loadSubscriptionMessages(): Promise<void> {
  loading ??= Promise.all([registerMessages(LOADERS), loadDetailMessages()]).then(() => {
    loaded = true;
  });
  return loading;
}

/** Whether the bundle is in; false until it arrives (immediately true once loaded). */
export function useSubscriptionMessages(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadSubscriptionMessages().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}
