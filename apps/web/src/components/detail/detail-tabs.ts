// The tabs of a detail page, declared once (features/<x>/routes/<x>-tabs.ts): their `?tab=` value, label,
// the spec's paths that open them (/legalStructures/{id}/billingAccounts) and who sees them. The router
// reads the table (validateSearch, the tab-path redirect: app/routes/detail-tab-route.ts) without loading
// the page; the page (components/detail/DetailTabs.tsx) draws it with one panel per tab.
// No React, no zod here: the routes file imports it into the first download.
import type { StaffRole } from '@vetbo/domain/enums';
import { optionalEnumParam } from '../../lib/list-search.ts';

export interface DetailTabDeclaration<Id extends string = string> {
  /** The `?tab=` value (none: the first tab). */
  id: Id;
  /** The tab's label: a key of the feature's texts. */
  label: string;
  /** The URL segments after the record's path that open this tab (spec §2.6), e.g. ['information']. */
  paths?: readonly string[];
  /** The staff roles that see the tab (every role when absent). */
  roles?: readonly StaffRole[];
}

export interface DetailTabs<Id extends string> {
  tabs: readonly DetailTabDeclaration<Id>[];
  ids: readonly Id[];
  /** The tab shown when the URL names none. */
  first: Id;
  /** The route's `tab` search param reader: an unknown value is no tab. */
  searchParam: (value: unknown) => Id | undefined;
  /** The tab a spec path segment opens, or undefined (not found). */
  fromPath: (segment: string) => Id | undefined;
  /** The `?tab=` value of a tab: none for the first one. */
  toSearch: (id: Id) => Id | undefined;
}

export function defineDetailTabs<const T extends readonly DetailTabDeclaration[]>(
  tabs: T,
): DetailTabs<T[number]['id']> {
  type Id = T[number]['id'];
  const ids = tabs.map((tab) => tab.id) as Id[];
  const first = ids[0] as Id;
  return {
    tabs: tabs as unknown as readonly DetailTabDeclaration<Id>[],
    ids,
    first,
    searchParam: optionalEnumParam(ids),
    fromPath: (segment) => tabs.find((tab) => tab.paths?.includes(segment))?.id as Id | undefined,
    toSearch: (id) => (id === first ? undefined : id),
  };
}
