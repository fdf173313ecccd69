// The creditors screens (ADMIN's menu, every staff role may open them): the list, the page with its tabs.
import { createRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { creditorListDeclaration } from '@vetbo/domain/lists/creditors';
import { lazyPage } from '../../../app/lazy-page.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { ensureFound, parsePathId } from '../../../app/routes/route-helpers.ts';
import { defineDetailTabs } from '../../../components/detail/detail-tabs.ts';
import { detailMessages } from '../../../components/detail/messages.ts';
import { NotFoundPage } from '../../../components/errors/NotFoundPage.tsx';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { featureMessages, withMessages } from '../../../lib/feature-messages.ts';
import { optionalEnumParam, searchSchema } from '../../../lib/list-search.ts';
import { listUrlState, type SearchOf } from '../../../lib/list-url-state.ts';

export const creditorsListUrl = listUrlState(creditorListDeclaration, { filters: {} });
export type CreditorsSearch = SearchOf<typeof creditorsListUrl>;

export const creditorTabs = defineDetailTabs([
  { id: 'information', label: 'detail.tabs.information' },
  { id: 'history', label: 'detail.tabs.history' },
]);

/** A creditors screen: its code, its texts and those every detail page shares, downloaded together. */
const messages = featureMessages(
  { fr: () => import('../locales/fr.json'), en: () => import('../locales/en.json') },
  detailMessages,
);
const withCreditorMessages = <T>(importer: () => Promise<T>) => withMessages(importer, messages.load);
const importCreditorsApi = () => import('../../../app/api/creditors.ts').catch(handleChunkLoadFailure);

const creditorsListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/billing/creditors',
  validateSearch: creditorsListUrl.schema,
  search: { middlewares: [stripSearchParams(creditorsListUrl.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void importCreditorsApi().then(({ creditorsApi }) =>
      context.queryClient.prefetchQuery(
        creditorsApi.listOptions(creditorsListUrl.listQuery(deps), { term: deps.q, keepPrevious: true }),
      ),
    );
  },
  component: lazyPage(
    withCreditorMessages(() => import('./CreditorsListPage.tsx')),
    'CreditorsListPage',
  ),
});

const creditorDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'creditors/$id',
  validateSearch: searchSchema<{ panel?: 'edit'; tab?: (typeof creditorTabs.ids)[number] }>({
    panel: optionalEnumParam(['edit']),
    tab: creditorTabs.searchParam,
  }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    const { creditorsApi } = await importCreditorsApi();
    await ensureFound(() => context.queryClient.ensureQueryData(creditorsApi.detailOptions(id)));
    return { id };
  },
  component: lazyPage(
    withCreditorMessages(() => import('./CreditorDetailPage.tsx')),
    'CreditorDetailPage',
  ),
});

export const creditorRoutes = [creditorsListRoute, creditorDetailRoute] as const;
