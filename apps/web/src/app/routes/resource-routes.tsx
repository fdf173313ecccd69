// A resource's screens in a few lines (features/<x>/routes/routes.ts): its list (URL state, the page's
// query prefetched), a drawer over the list (create), a record's page (the ids from the path, a 404 for a
// malformed or unknown one, `?panel=` and `?tab=` from the tab table). The route tree is in the app's first
// download: pages, texts and query code are importers, downloaded when a route opens.
import type {
  DefaultError,
  EnsureQueryDataOptions,
  FetchQueryOptions,
  QueryKey,
} from '@tanstack/react-query';
import {
  createRoute,
  notFound,
  type RouteComponent,
  redirect,
  stripSearchParams,
} from '@tanstack/react-router';
import { can, type PermissionArea } from '@vetbo/domain/permissions';
import type { DetailTabs } from '../../components/detail/detail-tabs.ts';
import { ForbiddenPage } from '../../components/errors/ForbiddenPage.tsx';
import { NotFoundPage } from '../../components/errors/NotFoundPage.tsx';
import { useMayRead } from '../../components/permissions/use-may-write.ts';
import { meQueryOptions } from '../../hooks/useMe.ts';
import { handleChunkLoadFailure } from '../../lib/chunk-load.ts';
import { withMessages } from '../../lib/feature-messages.ts';
import { optionalEnumParam, type SearchSchema, searchSchema } from '../../lib/list-search.ts';
import { lazyPage } from '../lazy-page.ts';
import { type PagePath, pagePath, type RouteBaseName, type RoutePath } from '../route-names.ts';
import { authenticatedRoute } from './base-routes.ts';
import { ensureFound, parsePathId } from './route-helpers.ts';

type MaybePromise<T> = T | Promise<T>;

/** A list screen's URL state (lib/list-url-state.ts): the search reader and what the URL leaves out. */
interface ListUrl<S> {
  schema: SearchSchema<S>;
  defaults: Partial<S>;
}

/**
 * A feature's screens: the pages with the feature's texts, the loaders' query code from its api module,
 * each downloaded when a route opens (`screens.query((api) => api.userQueryOptions)`).
 */
export function featureScreens<Api>(importApi: () => Promise<Api>, messages?: () => Promise<unknown>) {
  const api = () => importApi().catch(handleChunkLoadFailure);
  return {
    api,
    query:
      <A, O>(pick: (module: Api) => (arg: A) => O) =>
      (arg: A): Promise<O> =>
        api().then((module) => pick(module)(arg)),
    /** A page in its own chunk, downloaded with the feature's texts (or with `texts`). */
    page: <M extends Record<string, unknown>, K extends keyof M & string>(
      importer: () => Promise<M>,
      name: K,
      texts = messages,
    ) => lazyPage(texts ? withMessages(importer, texts) : importer, name),
  };
}

/** A list page's query on its collection's declaration (app/api): the URL's filters, sort, page and term. */
export function pageQuery<S extends { q?: string | undefined }, Q, O>(
  api: { listOptions: (query: Q, options: { term?: string | undefined; keepPrevious?: boolean }) => O },
  url: { listQuery: (search: S) => Q },
) {
  return (search: S) => api.listOptions(url.listQuery(search), { term: search.q, keepPrevious: true });
}

/** A page under a `$id` path: a record's page (detailRoute). */
type DetailPageName = {
  [N in RouteBaseName]: PagePath<N> extends `${string}$id` ? N : never;
}[RouteBaseName];

/**
 * A list screen: its URL state (defaults left out of the URL) and its page's query, prefetched. `name`
 * is the page's in app/route-names.ts, which holds its path (every kit's route below too).
 */
export function listRoute<
  const N extends RouteBaseName,
  S extends object,
  TData,
  TKey extends QueryKey,
>(options: {
  name: N;
  url: ListUrl<S>;
  query: (search: S) => MaybePromise<FetchQueryOptions<TData, DefaultError, TData, TKey>>;
  component: RouteComponent;
  /**
   * An area not every staff role reads (the outbox): another role gets the forbidden page, and no request
   * the API would refuse leaves (its 403 would reload the page, spec §8).
   */
  readArea?: PermissionArea;
}) {
  const { readArea } = options;
  return createRoute({
    getParentRoute: () => authenticatedRoute,
    path: pagePath(options.name),
    validateSearch: options.url.schema,
    // The router's types cannot check the defaults against a search still generic here; they are the
    // URL state's own (lib/list-url-state.ts).
    search: { middlewares: [stripSearchParams(options.url.defaults as never)] },
    loaderDeps: ({ search }) => search as S,
    // Not awaited: the page's request leaves with the screen's code download instead of after it.
    loader: ({ context, deps }) => {
      const me = context.queryClient.getQueryData(meQueryOptions().queryKey);
      if (readArea && !can(me?.staffRole, 'read', readArea)) return;
      const prefetch = (query: FetchQueryOptions<TData, DefaultError, TData, TKey>) =>
        context.queryClient.prefetchQuery(query);
      const query = options.query(deps);
      // Query code already in the first download (the establishments') asks at once.
      void (query instanceof Promise ? query.then(prefetch) : prefetch(query));
    },
    component: readArea ? readGated(readArea, options.component) : options.component,
  });
}

/** The page for the roles that may read `area`, the forbidden page for the others. */
function readGated(area: PermissionArea, Page: RouteComponent): RouteComponent {
  return function ReadGated() {
    return useMayRead(area) ? <Page /> : <ForbiddenPage area={area} />;
  };
}

/** A screen over the list (the create drawer): it keeps the list's search, filter and sort. */
export function overListRoute<const N extends RouteBaseName, S extends object>(options: {
  name: N;
  url: ListUrl<S>;
  component: RouteComponent;
}) {
  return createRoute({
    getParentRoute: () => authenticatedRoute,
    path: pagePath(options.name),
    validateSearch: options.url.schema,
    search: { middlewares: [stripSearchParams(options.url.defaults as never)] },
    component: options.component,
  });
}

/** A record page's search: its side panel and, when it has tabs, the open tab. */
export type RecordSearch<Panel extends string, Tab extends string> = { panel?: Panel } & TabSearch<Tab>;
type TabSearch<Tab extends string> = [Tab] extends [never] ? unknown : { tab?: Tab };

/** The ids a record route's loader gives its page, each a positive integer. */
export type RecordIds<Ids extends Record<string, string>> = { -readonly [K in keyof Ids]: number };

interface RecordPageOptions<N extends RouteBaseName, Panel extends string, Tab extends string> {
  name: N;
  /** The `?panel=` values (default: the edit drawer). */
  panels?: readonly Panel[];
  tabs?: DetailTabs<Tab>;
  component: RouteComponent;
}

/**
 * A record's page: each id read from its path param (`ids: { legalStructureId: 'id', … }`), not found unless
 * every one is a path id, the record loaded before the page shows (a 404 is the not-found page), and not
 * found either when `belongs` says the path's other ids do not lead to it. The page's loader data is the ids.
 */
export function recordRoute<
  const N extends RouteBaseName,
  const Ids extends Record<string, string>,
  TData,
  TKey extends QueryKey,
  const Panel extends string = 'edit',
  Tab extends string = never,
>(
  options: RecordPageOptions<N, Panel, Tab> & {
    ids: Ids;
    query: (ids: RecordIds<Ids>) => MaybePromise<EnsureQueryDataOptions<TData, DefaultError, TData, TKey>>;
    belongs?: (record: TData, ids: RecordIds<Ids>) => boolean;
  },
) {
  const { ids: names, tabs, belongs } = options;
  const panels = options.panels ?? (['edit'] as unknown as readonly Panel[]);
  return createRoute({
    getParentRoute: () => authenticatedRoute,
    path: pagePath(options.name),
    // The readers' map is typed by the search it reads, with or without `tab`.
    validateSearch: searchSchema<RecordSearch<Panel, Tab>>({
      panel: optionalEnumParam(panels),
      ...(tabs && { tab: tabs.searchParam }),
    } as never),
    // Its own boundary, so a missing record shows the 404 page inside the app layout.
    notFoundComponent: NotFoundPage,
    loader: async ({ context, params }) => {
      const path = params as Record<string, string>;
      const entries = Object.entries(names).map(([key, param]) => [key, parsePathId(path[param] ?? '')]);
      if (entries.some(([, id]) => id === undefined)) throw notFound();
      const ids = Object.fromEntries(entries) as RecordIds<Ids>;
      const query = await options.query(ids);
      const record = await ensureFound(() => context.queryClient.ensureQueryData(query));
      if (belongs && !belongs(record, ids)) throw notFound();
      return ids;
    },
    component: options.component,
  });
}

/** A record's page under `…/$id`: its loader data is `{ id }`. */
export function detailRoute<
  const N extends DetailPageName,
  TData,
  TKey extends QueryKey,
  const Panel extends string = 'edit',
  Tab extends string = never,
>(
  options: RecordPageOptions<N, Panel, Tab> & {
    query: (id: number) => MaybePromise<EnsureQueryDataOptions<TData, DefaultError, TData, TKey>>;
  },
) {
  return recordRoute({ ...options, ids: { id: 'id' }, query: ({ id }) => options.query(id) });
}

/** A path the spec names for another screen (the flat /users is the list): it goes there. */
export function redirectRoute<const P extends string>(path: P, to: RoutePath) {
  return createRoute({
    getParentRoute: () => authenticatedRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to, replace: true } as never);
    },
  });
}
