// The web's resource API kit: one declaration per API collection (app/api/<collection>.ts) gives its query
// keys, fetchers, query options and hooks for list / search / detail (with ETag) / create / update / delete,
// typed by the generated client. The keys belong to the collection, not to a screen: every feature reading
// /v1/legal_structures shares them, so a write refreshes every screen that shows the collection.
import {
  keepPreviousData,
  type MutationMeta,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import {
  type ApiBody,
  type ApiMethod,
  type ApiPath,
  type ApiQuery,
  type ApiResponse,
  apiRequest,
  apiRequestWithHeaders,
} from '@vetbo/api-client/client';
import type { HistoryResource } from '../../components/detail/use-change-history.ts';
import { ifMatchHeaders, readVersioned, type Versioned } from '../../lib/versioned-record.ts';

type Get<P extends ApiPath> = 'GET' & ApiMethod<P>;
type ItemPath<C extends string> = Extract<`${C}/{id}`, ApiPath>;

/** The query of the collection's GET (filters, sort, page), also taken by its POST …/search. */
export type ListQuery<C extends ApiPath> = ApiQuery<C, Get<C>>;
/** A page of the collection: `data` and `meta`. */
export type ListAnswer<C extends ApiPath> = ApiResponse<C, Get<C>>;
/** One record as GET {collection}/{id} answers it. */
export type ItemOf<C extends ApiPath> =
  ApiResponse<ItemPath<C>, Get<ItemPath<C>>> extends { data: infer T } ? T : never;
export type CreateBody<C extends ApiPath> = ApiBody<C, 'POST' & ApiMethod<C>>;
export type UpdateBody<C extends ApiPath> = ApiBody<ItemPath<C>, 'PATCH' & ApiMethod<ItemPath<C>>>;

/** An edit: the record, the version the form was filled from (412 if it is no longer the current one). */
export interface UpdateInput<B> {
  id: number;
  etag: string | undefined;
  body: B;
}

/** A delete: the record and, when the screen knows it, its version (If-Match). */
export interface RemoveInput {
  id: number;
  etag?: string | undefined;
}

export interface ListOptions {
  /** A text term: the list comes from POST …/search. */
  term?: string | undefined;
  keepPrevious?: boolean;
}

export interface UseListOptions extends ListOptions {
  enabled?: boolean;
  /** For a small catalogue that hardly changes (the options of a select). */
  staleTime?: number;
}

export interface WriteOptions {
  meta?: MutationMeta;
}

export interface ResourceDeclaration<C extends ApiPath> {
  /** The collection's path, e.g. `/v1/legal_structures` (GET list, POST create; `/{id}`, `/search`). */
  collection: C;
  /** The operation names' nouns, for error messages: `get${many}`, `search${many}`, `get${one}`… */
  one: string;
  many: string;
  /** Its writes are recorded in /v1/change_history (under this name): the histories on screen are refreshed. */
  history?: HistoryResource;
  /** Other collections whose answers show this one's records (a count, a name): refreshed after a write. */
  shownIn?: readonly ApiPath[];
}

/** The query keys of one collection: everything about it starts with its path. */
export function collectionKeys<C extends string>(collection: C) {
  const keys = {
    all: [collection] as const,
    lists: () => [collection, 'list'] as const,
    /** A page, a filtered list or a search (term): one family, refreshed together after a write. */
    list: (query: unknown, term?: string) => [collection, 'list', query, term ?? ''] as const,
    details: () => [collection, 'detail'] as const,
    detail: (id: number) => [collection, 'detail', id] as const,
    /** Something read under one record's path, e.g. `/v1/veterinary_establishments/{id}/opening_hours`. */
    sub: (id: number, what: string, ...more: unknown[]) => [collection, 'detail', id, what, ...more] as const,
  };
  return keys;
}

/** Every history on screen: a record's tab, an establishment's (its addresses, activities), the home page's. */
const HISTORY_LISTS = collectionKeys('/v1/change_history').lists();

// The kit's runtime calls go through one loose signature: the declaration's types above are the contract.
type LooseRequest = Parameters<typeof apiRequest>[0];
const request = (call: Record<string, unknown>) => apiRequest(call as LooseRequest) as Promise<unknown>;
const requestWithHeaders = (call: Record<string, unknown>) =>
  apiRequestWithHeaders(call as LooseRequest) as Promise<{ body: { data: unknown }; headers: Headers }>;

export function defineResource<C extends ApiPath>(declaration: ResourceDeclaration<C>) {
  type Item = ItemOf<C>;
  type Query = ListQuery<C>;
  const { collection, one, many } = declaration;
  const itemPath = `${collection}/{id}`;
  const keys = collectionKeys(collection);

  /** A text term goes through POST …/search with the same query; otherwise the plain list. */
  function list(query: Query, term?: string, signal?: AbortSignal): Promise<ListAnswer<C>> {
    const call = term
      ? {
          operation: `search${many}`,
          method: 'POST',
          path: `${collection}/search`,
          query,
          body: { term },
          requiresBody: true,
          signal,
        }
      : { operation: `get${many}`, path: collection, query, signal };
    return request(call) as Promise<ListAnswer<C>>;
  }

  /** `keepPrevious`: a list page keeps the previous page on screen while the next one loads. */
  const listOptions = (query: Query, { term, keepPrevious = false }: ListOptions = {}) =>
    queryOptions({
      queryKey: keys.list(query, term),
      queryFn: ({ signal }) => list(query, term, signal),
      placeholderData: keepPrevious ? keepPreviousData : undefined,
    });

  /** The record and the ETag of this version, which its edit sends back in If-Match. */
  function get(id: number, signal?: AbortSignal): Promise<Versioned<Item>> {
    return readVersioned(
      requestWithHeaders({ operation: `get${one}`, path: itemPath, pathParams: { id }, signal }),
    ) as Promise<Versioned<Item>>;
  }

  const detailOptions = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => get(id, signal),
      // A detail route shows the not-found page for a 404 instead of a toast.
      meta: { silentStatuses: [404] },
    });

  function create(body: CreateBody<C>): Promise<Versioned<Item>> {
    return readVersioned(
      requestWithHeaders({
        operation: `create${one}`,
        method: 'POST',
        path: collection,
        body,
        requiresBody: true,
      }),
    ) as Promise<Versioned<Item>>;
  }

  function update({ id, etag, body }: UpdateInput<UpdateBody<C>>): Promise<Versioned<Item>> {
    return readVersioned(
      requestWithHeaders({
        operation: `update${one}`,
        method: 'PATCH',
        path: itemPath,
        pathParams: { id },
        headers: ifMatchHeaders(etag),
        body,
        requiresBody: true,
      }),
    ) as Promise<Versioned<Item>>;
  }

  async function remove({ id, etag }: RemoveInput): Promise<number> {
    await request({
      operation: `delete${one}`,
      method: 'DELETE',
      path: itemPath,
      pathParams: { id },
      headers: ifMatchHeaders(etag),
    });
    return id;
  }

  /**
   * After a write: every list and search of the collection, the histories, the collections that show it;
   * with `id`, that record too (and what is read under its path), when the write did not answer it.
   */
  async function invalidate(queryClient: QueryClient, id?: number): Promise<void> {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.lists() }),
      ...(id === undefined ? [] : [queryClient.invalidateQueries({ queryKey: keys.detail(id) })]),
      ...(declaration.history ? [queryClient.invalidateQueries({ queryKey: HISTORY_LISTS })] : []),
      ...(declaration.shownIn ?? []).map((other) => queryClient.invalidateQueries({ queryKey: [other] })),
    ]);
  }

  /**
   * After a write that answered the record (also an action endpoint's): the version goes into the detail's
   * cache with its ETag (the page opened on it can edit at once), then `invalidate`.
   */
  async function store(queryClient: QueryClient, saved: Versioned<Item>): Promise<void> {
    const id = (saved.data as { id: number }).id;
    queryClient.setQueryData(keys.detail(id), saved);
    await invalidate(queryClient);
  }

  function useSaved() {
    const queryClient = useQueryClient();
    return (saved: Versioned<Item>) => store(queryClient, saved);
  }

  return {
    collection,
    keys,
    list,
    listOptions,
    get,
    detailOptions,
    create,
    update,
    remove,
    invalidate,
    store,
    /** A list page, a filtered list (a tab, a picker) or a search (`term`). */
    useList: (query: Query, { enabled = true, staleTime, ...options }: UseListOptions = {}) =>
      useQuery({
        ...listOptions(query, options),
        enabled,
        ...(staleTime === undefined ? {} : { staleTime }),
      }),
    /** The record for a page whose loader awaited it (suspends until it is in). */
    useDetail: (id: number) => useSuspenseQuery(detailOptions(id)),
    /** The record when there is one to show (a side panel…); nothing is asked while `id` is undefined. */
    useDetailQuery: (id: number | undefined) =>
      useQuery({ ...detailOptions(id ?? 0), enabled: id !== undefined }),
    // The forms put 400/409/422 field errors on their fields and say a 412 (stale version) themselves;
    // `meta` adds what a screen handles on top (e.g. a delete whose refusal the dialog shows).
    useCreate: (options: WriteOptions = {}) =>
      useMutation({
        mutationFn: create,
        meta: { handlesFieldErrors: true, ...options.meta },
        onSuccess: useSaved(),
      }),
    useUpdate: (options: WriteOptions = {}) =>
      useMutation({
        mutationFn: update,
        meta: { handlesFieldErrors: true, silentStatuses: [412], ...options.meta },
        onSuccess: useSaved(),
      }),
    useRemove: (options: WriteOptions = {}) => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: remove,
        meta: { silentStatuses: [412], ...options.meta },
        onSuccess: async (id) => {
          queryClient.removeQueries({ queryKey: keys.detail(id) });
          await invalidate(queryClient);
        },
      });
    },
  };
}

export type Resource<C extends ApiPath> = ReturnType<typeof defineResource<C>>;
