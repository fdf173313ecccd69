import { useEffect, useState } from 'react';
import { loadDetailMessages } from '../../../components/detail/messages.ts';
import { registerMessages } from '../../../lib/i18n.ts';

const LOADERS = {
  fr: () => import('./locales-extras/fr.json'),
  en: () => import('./locales-extras/en.json'),
};

let loaded = false;
let loading: Promise<void> | undefined;

/**
 * The texts of the establishment's opening hours, central accounts and transfer (a feature bundle,
 * lib/i18n.ts), with the texts every detail page shares. The establishment detail route loads them with
 * its code (route-tree.ts); the components also ask for them (useEstablishmentExtrasMessages), so they
 * work wherever they are rendered.
 */
export function loadEstablishmentExtrasMessages(): Promise<void> {
  loading ??= Promise.all([registerMessages(LOADERS), loadDetailMessages()]).then(() => {
    loaded = true;
  });
  return loading;
}

/** Whether the bundle is in; without suspense: false until it arrives (immediately true once loaded). */
export function useEstablishmentExtrasMessages(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadEstablishmentExtrasMessages().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}
