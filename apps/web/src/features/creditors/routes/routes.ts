// The creditors screens (ADMIN's menu, every staff role may open them): the list, the page with its tabs.
import { creditorListDeclaration } from '@vetbo/domain/lists/creditors';
import { detailRoute, featureScreens, listRoute, pageQuery } from '../../../app/routes/resource-routes.tsx';
import { defineDetailTabs } from '../../../components/detail/detail-tabs.ts';
import { detailMessages } from '../../../components/detail/messages.ts';
import { featureMessages } from '../../../lib/feature-messages.ts';
import { listUrlState, type SearchOf } from '../../../lib/list-url-state.ts';

/** /overview/billing/creditors: a term (GET /v1/creditors declares no filter the screen offers). */
export const creditorsListUrl = listUrlState(creditorListDeclaration, { filters: {} });
export type CreditorsSearch = SearchOf<typeof creditorsListUrl>;

export const creditorTabs = defineDetailTabs([
  { id: 'information', label: 'detail.tabs.information' },
  { id: 'history', label: 'detail.tabs.history' },
]);

const messages = featureMessages(
  { fr: () => import('../locales/fr.json'), en: () => import('../locales/en.json') },
  detailMessages,
);
const screens = featureScreens(() => import('../../../app/api/creditors.ts'), messages.load);

export const creditorRoutes = [
  listRoute({
    name: 'overview-billing-creditors',
    url: creditorsListUrl,
    query: screens.query(({ creditorsApi }) => pageQuery(creditorsApi, creditorsListUrl)),
    component: screens.page(() => import('./CreditorsListPage.tsx'), 'CreditorsListPage'),
  }),
  detailRoute({
    name: 'creditors-id',
    tabs: creditorTabs,
    query: screens.query(({ creditorsApi }) => creditorsApi.detailOptions),
    component: screens.page(() => import('./CreditorDetailPage.tsx'), 'CreditorDetailPage'),
  }),
] as const;
