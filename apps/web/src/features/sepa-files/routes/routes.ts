// The SEPA files' screens (Facturation › Fichiers XML, issue 24 §3): the direct-debit files and the transfer
// files, each a list with a file's operations in a side panel. They carry every client's bank details: only
// ADMIN and ACCOUNTANT read them (area `moneyFiles`); another role gets the forbidden page.
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { featureScreens, listRoute, redirectRoute } from '../../../app/routes/resource-routes.tsx';
import { sepaFileMessages } from '../messages.ts';
import { sepaFilesListUrl } from '../search-params.ts';

const screens = featureScreens(() => import('../api/sepa-files.ts'), sepaFileMessages.load);
const pages = () => import('./SepaFilesListPages.tsx');

export const sepaFileRoutes = [
  // Spec §2.5: the menu's "Fichiers XML" has two sub-paths; the bare one leads to the first.
  redirectRoute('overview/billing/fichiers-xml', ROUTE_PATHS['overview-billing-fichiers-xml-prelevements']),
  listRoute({
    name: 'overview-billing-fichiers-xml-prelevements',
    url: sepaFilesListUrl,
    readArea: 'moneyFiles',
    query: screens.query((api) => api.sepaFilesQueryOptions('DIRECT_DEBIT')),
    component: screens.page(pages, 'DirectDebitFilesPage'),
  }),
  listRoute({
    name: 'overview-billing-fichiers-xml-virements',
    url: sepaFilesListUrl,
    readArea: 'moneyFiles',
    query: screens.query((api) => api.sepaFilesQueryOptions('CREDIT_TRANSFER')),
    component: screens.page(pages, 'CreditTransferFilesPage'),
  }),
] as const;
