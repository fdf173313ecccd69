// A list screen declared in one small file per resource (features/<x>/components/<x>-list-screen.tsx):
// its list query, URL state (lib/list-url-state.ts), texts, columns, filters and where a row leads.
// components/data/ListScreen.tsx draws it: title and count, actions, filters after the rows, the table.

import type { PermissionArea } from '@vetbo/domain/permissions';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { RoutePath } from '../../app/route-names.ts';
import type { SortOrder } from '../../lib/list-search.ts';
import type { ListColumn } from './ListTable.tsx';

/** What a list's URL holds at least: the page, and (when the list sorts) the sort and its order. */
export interface ListSearchBase {
  page: number;
  sort?: string;
  order?: SortOrder;
  q?: string | undefined;
}

export type SortOf<S> = S extends { sort: infer F extends string } ? F : never;

export interface ListFiltersProps<S> {
  search: S;
  onChange: (patch: Partial<S>) => void;
  /** Back to no filter (for filters that hold their own "Réinitialiser les filtres"). */
  onReset?: () => void;
}

/** A router target: the record's page (or, for the outbox, the list with the record's panel open). */
export interface ListLinkTarget {
  to: RoutePath;
  params?: Record<string, string>;
  search?: Record<string, unknown> | ((previous: Record<string, unknown>) => Record<string, unknown>);
}

/** What TanStack Query's useQuery answers, as far as the screen reads it. */
export interface ListQueryState<T> {
  data?: { data: T[]; meta: { total: number; totalIsExact?: boolean } } | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** A list's texts: its own title and count; the others default to every list's (list-texts.ts). */
export interface ListTexts {
  title: string;
  total: (count: number) => string;
  /** The "Nouveau…" button's label (with `create`). */
  create?: string;
  /** The alert's title when the list cannot be loaded ("Impossible de charger la liste."). */
  error?: string;
  /** The empty list ("Aucun résultat"). */
  empty?: string;
  /** The empty text while a filter narrows the list, when it says so. */
  emptyFiltered?: string;
  /** The filters landmark's name ("Filtres"). */
  filters?: string;
  /** A list searched by a term only: its input's placeholder and label ("Rechercher") (`filters: 'term'`). */
  term?: { label?: string; placeholder: string };
}

export interface ListScreenDeclaration<T extends { id: number }, S extends ListSearchBase, X = undefined> {
  useList: (search: S) => ListQueryState<T>;
  /** The screen's URL state (listUrlState(…)): the reset and whether a filter narrows the list. */
  url: { hasActiveFilters: (search: S) => boolean; resetFilters: Partial<S> };
  texts: (t: TFunction) => ListTexts;
  /** The columns; a column with `link` shows its value as the link to the record (keyboard access). */
  columns: (t: TFunction, extra: X) => ListColumn<T, SortOf<S>>[];
  /** What the columns read beside the rows, fetched for the page shown (e.g. the establishments' names). */
  useExtra?: (records: T[]) => X;
  /** 'term': the term input only; otherwise the filters' lazy component (after the rows). */
  filters: 'term' | ComponentType<ListFiltersProps<S>>;
  /** The filters' maximum width; 'full' when the filters component holds its landmark and reset (onReset). */
  filtersWidth?: number | 'full';
  filtersPlaceholder?: ReactNode;
  /** No reset button (a list whose filters hold their own, or have none to reset). */
  noReset?: boolean;
  /** The empty list also offers "Réinitialiser les filtres". */
  emptyReset?: boolean;
  /** Where a row (and its link column) leads. */
  open: (record: T) => ListLinkTarget;
  /**
   * The create route ("Nouveau…" keeps the list's search), with `texts.create`, and the area its POST
   * checks: the button is offered only to the roles that may write it (components/permissions).
   */
  create?: { to: RoutePath; area: PermissionArea };
  /** Buttons beside "Nouveau…" (exports). */
  actions?: ComponentType<{ search: S }>;
  /** Shown above the screen (a pill bar of sibling lists) and after it (a side panel on the URL). */
  above?: ReactNode;
  after?: ComponentType<ListFiltersProps<S>>;
  /** The list's single order when its URL holds none (the outbox: newest first). */
  fixedSort?: { sort: SortOf<S> | string; order: SortOrder };
}

/** A list screen's declaration, checked against its record and URL types. */
export function defineListScreen<T extends { id: number }, S extends ListSearchBase, X = undefined>(
  declaration: ListScreenDeclaration<T, S, X>,
): ListScreenDeclaration<T, S, X> {
  return declaration;
}

/**
 * The pages the pagination offers: every page of an exact total; past the API's counting threshold
 * (`totalIsExact` false) one more, as the next page exists.
 */
export function pageCount(total: number, pageSize: number, totalIsExact = true): number {
  return Math.max(1, Math.ceil(total / pageSize) + (totalIsExact ? 0 : 1));
}
