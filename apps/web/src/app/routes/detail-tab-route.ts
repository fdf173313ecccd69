// The spec's tab paths of a detail page (/legalStructures/{id}/billingAccounts…), from its tab table
// (components/detail/detail-tabs.ts): each opens the page on that tab; another segment is not found.
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import type { DetailTabs } from '../../components/detail/detail-tabs.ts';
import type { RoutePath } from '../route-names.ts';
import { authenticatedRoute } from './base-routes.ts';

export function detailTabRoute<Id extends string, P extends `${string}/$tab`>(options: {
  /** The route's path, ending in `/$tab`, e.g. 'legalStructures/$id/$tab'. */
  path: P;
  /** The detail page the tab opens on. */
  to: RoutePath;
  tabs: DetailTabs<Id>;
}) {
  return createRoute({
    getParentRoute: () => authenticatedRoute,
    path: options.path,
    beforeLoad: ({ params }) => {
      const { tab: segment, ...rest } = params as Record<string, string>;
      const tab = options.tabs.fromPath(segment ?? '');
      if (tab === undefined) throw notFound();
      throw redirect({
        to: options.to,
        params: rest,
        search: { tab: options.tabs.toSearch(tab) },
        replace: true,
      } as never);
    },
  });
}
