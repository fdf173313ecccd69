import { Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { useWorkgroups } from '../api/workgroups.ts';
import { type WorkgroupsSearch, workgroupsListUrl } from '../search-params.ts';

/** /overview/workgroups: a term and one status (GET /v1/veterinary_groups' declared filters). */
export const workgroupsListScreen = defineListScreen<Schema<'VeterinaryGroup'>, WorkgroupsSearch>({
  useList: useWorkgroups,
  url: workgroupsListUrl,
  texts: (t) => ({
    title: t('workgroups.title'),
    total: (count) => t('workgroups.list.total', { count }),
    create: t('workgroups.new'),
    error: t('workgroups.list.error'),
    empty: t('workgroups.list.empty'),
    filters: t('workgroups.list.filters'),
  }),
  columns: (t) => {
    const field = (name: string) => t(`workgroups.fields.${name}` as 'workgroups.fields.entitled');
    return [
      { key: 'groupCode', label: field('groupCode'), sort: 'groupCode', render: (r) => r.groupCode },
      { key: 'entitled', label: field('entitled'), sort: 'entitled', link: true, render: (r) => r.entitled },
      {
        key: 'legalStructure',
        label: field('legalStructure'),
        render: ({ legalStructure }) =>
          legalStructure?.socialReason ?? (
            <Text span size="sm" c="dimmed">
              {t('workgroups.list.noStructure')}
            </Text>
          ),
      },
      { key: 'accountingCode', label: field('accountingCode'), render: (r) => r.accountingCode },
      { key: 'activeMemberCount', label: field('activeMemberCount'), render: (r) => r.activeMemberCount },
      {
        key: 'status',
        label: field('status'),
        sort: 'status',
        // Plain text, not the detail page's badge: the list's first paint stays within its budget.
        render: ({ status }) => (
          <Text span size="sm" c={status === 'ENABLED' ? 'teal.9' : 'dimmed'} fw={500}>
            {t(`workgroups.statuses.${status}`)}
          </Text>
        ),
      },
    ];
  },
  // The inputs' code (Mantine Input, Combobox) comes after the rows (first-paint budget).
  filters: lazyComponent(() => import('./WorkgroupsFilters.tsx').then((m) => m.WorkgroupsFilters)),
  filtersWidth: 720,
  create: { to: ROUTE_PATHS['workgroups-new'], area: 'workgroups' },
  open: ({ id }) => ({ to: ROUTE_PATHS['workgroups-id'], params: { id: String(id) } }),
});
