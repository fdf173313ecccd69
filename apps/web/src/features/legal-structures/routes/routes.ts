// The legal structures screens: the list, the create drawer, the page with its tabs, a billing account.
import { createRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { isApiError } from '@vetbo/api-client/client';
import { lazyPage } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { authenticatedRoute } from '../../../app/routes/base-routes.ts';
import { detailTabRoute } from '../../../app/routes/detail-tab-route.ts';
import { ensureFound, parsePathId } from '../../../app/routes/route-helpers.ts';
import { NotFoundPage } from '../../../components/errors/NotFoundPage.tsx';
import { handleChunkLoadFailure } from '../../../lib/chunk-load.ts';
import { withMessages } from '../../../lib/feature-messages.ts';
import { optionalEnumParam, searchSchema } from '../../../lib/list-search.ts';
import { loadLegalStructureMessages } from '../messages.ts';
import { LEGAL_STRUCTURES_SEARCH_DEFAULTS, legalStructuresSearchSchema } from '../search-params.ts';
import { legalStructureTabs } from './legal-structure-tabs.ts';

// The list's own texts are in the app's fr.json: its first paint does not wait for the feature bundle.
export const importLegalStructuresListPage = () => import('./LegalStructuresListPage.tsx');

/** A legal structures screen: its code and its texts together. */
const withLegalStructureMessages = <T>(importer: () => Promise<T>) =>
  withMessages(importer, loadLegalStructureMessages);

// Legal structures: the loaders import their query code on demand, so none of it joins the
// establishments list's first download (only the tiny search-param reader above does).
const importLegalStructuresApi = () => import('../api/legal-structures.ts').catch(handleChunkLoadFailure);
const importLegalStructureApi = () => import('../api/legal-structures.ts').catch(handleChunkLoadFailure);

const legalStructuresListRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'overview/legalStructures',
  validateSearch: legalStructuresSearchSchema,
  search: { middlewares: [stripSearchParams(LEGAL_STRUCTURES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void importLegalStructuresApi().then(({ legalStructuresQueryOptions }) =>
      context.queryClient.prefetchQuery(legalStructuresQueryOptions(deps)),
    );
  },
  component: lazyPage(importLegalStructuresListPage, 'LegalStructuresListPage'),
});

// The create drawer opens over the list, which keeps its search and sort (same search params).
const legalStructureCreateRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'legalStructures/new',
  validateSearch: legalStructuresSearchSchema,
  search: { middlewares: [stripSearchParams(LEGAL_STRUCTURES_SEARCH_DEFAULTS)] },
  component: lazyPage(
    withLegalStructureMessages(() => import('./LegalStructureCreatePage.tsx')),
    'LegalStructureCreatePage',
  ),
});

const legalStructureDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'legalStructures/$id',
  validateSearch: searchSchema<{ panel?: 'edit'; tab?: (typeof legalStructureTabs.ids)[number] }>({
    panel: optionalEnumParam(['edit']),
    tab: legalStructureTabs.searchParam,
  }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const id = parsePathId(params.id);
    if (id === undefined) throw notFound();
    const { legalStructureQueryOptions } = await importLegalStructureApi();
    await ensureFound(() => context.queryClient.ensureQueryData(legalStructureQueryOptions(id)));
    return { id };
  },
  component: lazyPage(
    withLegalStructureMessages(() => import('./LegalStructureDetailPage.tsx')),
    'LegalStructureDetailPage',
  ),
});

// Spec §2.6 names /legalStructures/{id}/information and …/billingAccounts: they open the page on that tab.
const legalStructureTabRoute = detailTabRoute({
  path: 'legalStructures/$id/$tab',
  to: ROUTE_PATHS['legalStructures-id'],
  tabs: legalStructureTabs,
});

const importBillingAccountsApi = () => import('../api/billing-accounts.ts').catch(handleChunkLoadFailure);

// Flat rather than a child of the structure's route, which renders no <Outlet /> (it is a page).
const billingAccountDetailRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'legalStructures/$id/billingAccounts/$billingAccountId',
  validateSearch: searchSchema<{ panel?: 'edit' }>({ panel: optionalEnumParam(['edit']) }),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const legalStructureId = parsePathId(params.id);
    const billingAccountId = parsePathId(params.billingAccountId);
    if (legalStructureId === undefined || billingAccountId === undefined) throw notFound();
    const { billingAccountQueryOptions } = await importBillingAccountsApi();
    const account = await context.queryClient
      .ensureQueryData(billingAccountQueryOptions(billingAccountId))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw notFound();
        throw error;
      });
    // An account of another structure is not found here: its own URL names that structure.
    if (account.data.legalStructureId !== legalStructureId) throw notFound();
    return { legalStructureId, billingAccountId };
  },
  component: lazyPage(
    withLegalStructureMessages(() => import('./BillingAccountDetailPage.tsx')),
    'BillingAccountDetailPage',
  ),
});

export const legalStructureRoutes = [
  legalStructuresListRoute,
  legalStructureCreateRoute,
  legalStructureDetailRoute,
  legalStructureTabRoute,
  billingAccountDetailRoute,
] as const;
