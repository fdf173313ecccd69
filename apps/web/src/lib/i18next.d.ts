import 'i18next';
import type detailFr from '../components/detail/locales/fr.json';
import type filesFr from '../components/files/locales/fr.json';
import type establishmentsFr from '../features/establishments/locales/fr.json';
import type legalStructuresFr from '../features/legal-structures/locales/fr.json';
import type fr from '../locales/fr.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Feature bundles are loaded with their screens (lib/i18n.ts registerMessages) but typed as one.
    resources: {
      translation: typeof fr &
        typeof legalStructuresFr &
        typeof detailFr &
        typeof establishmentsFr &
        typeof filesFr;
    };
  }
}
