import { Badge } from '@mantine/core';
import type { Establishment } from '@vetbo/domain/establishments';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useEstablishments } from '../api/establishments.ts';
import { type EstablishmentsSearch, establishmentsListUrl } from '../search-params.ts';
import { EstablishmentsFiltersPlaceholder } from './EstablishmentsFiltersPlaceholder.tsx';
import { ExportButtons } from './ExportButtons.tsx';

/** /overview/establishments: the filters (with their own reset), exports, sort and page in the URL. */
export const establishmentsListScreen = defineListScreen<Establishment, EstablishmentsSearch>({
  useList: useEstablishments,
  url: establishmentsListUrl,
  texts: (t) => ({
    title: t('establishments.title'),
    total: (count) => t('establishments.list.total', { count }),
    create: t('establishments.new'),
    error: t('establishments.list.error'),
    empty: t('establishments.list.empty'),
  }),
  columns: (t) => {
    const field = (name: string) => t(`establishments.fields.${name}` as 'establishments.fields.name');
    return [
      {
        key: 'privilegedCode',
        label: field('privilegedCode'),
        sort: 'privilegedCode',
        render: ({ privilegedCode }) => (
          <Badge variant="outline" color="dark" radius="sm">
            {privilegedCode}
          </Badge>
        ),
      },
      { key: 'name', label: field('name'), sort: 'name', link: true, render: (r) => r.name },
      { key: 'type', label: field('type'), sort: 'type', render: (r) => t(`establishments.types.${r.type}`) },
      { key: 'postalCode', label: field('postalCode'), sort: 'postalCode', render: (r) => r.postalCode },
      { key: 'city', label: field('city'), render: (r) => r.city },
      {
        key: 'legalStructure',
        label: field('legalStructure'),
        render: (r) => r.legalStructure?.socialReason ?? '',
      },
      {
        key: 'createdDate',
        label: field('createdDate'),
        sort: 'createdDate',
        render: (r) => formatDate(r.createdDate),
      },
    ];
  },
  // The filters' select and tags inputs bring the combobox and popover code: they come after the rows.
  filters: lazyComponent(() => import('./EstablishmentsFilters.tsx').then((m) => m.EstablishmentsFilters)),
  filtersWidth: 'full',
  filtersPlaceholder: <EstablishmentsFiltersPlaceholder />,
  emptyReset: true,
  actions: ExportButtons,
  create: { to: ROUTE_PATHS['establishments-new'], area: 'establishments' },
  open: ({ id }) => ({ to: ROUTE_PATHS['establishments-id'], params: { id: String(id) } }),
});
