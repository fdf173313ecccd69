// The legacy establishment credit notes' screen (Facturation › Avoirs historiques): every staff role reads
// it; ADMIN and ACCOUNTANT enter, correct and mark them treated.
import { featureScreens, listRoute, pageQuery } from '../../../app/routes/resource-routes.tsx';
import { featureMessages } from '../../../lib/feature-messages.ts';
import { legacyCreditNotesListUrl } from '../search-params.ts';

const messages = featureMessages({
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
});
const screens = featureScreens(() => import('../../../app/api/legacy-credit-notes.ts'), messages.load);

export const legacyCreditNoteRoutes = [
  listRoute({
    name: 'overview-billing-legacyCreditNotes',
    url: legacyCreditNotesListUrl,
    query: screens.query(({ legacyCreditNotesApi }) =>
      pageQuery(legacyCreditNotesApi, legacyCreditNotesListUrl),
    ),
    component: screens.page(() => import('./LegacyCreditNotesListPage.tsx'), 'LegacyCreditNotesListPage'),
  }),
] as const;
