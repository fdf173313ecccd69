import type { Schema } from '@vetbo/api-client/client';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLegalStructures } from '../api/legal-structures.ts';
import { type LegalStructuresSearch, legalStructuresListUrl } from '../search-params.ts';

/** /overview/legalStructures: a term (GET /v1/legal_structures' filters are ids, for other screens). */
export const legalStructuresListScreen = defineListScreen<Schema<'LegalStructure'>, LegalStructuresSearch>({
  useList: useLegalStructures,
  url: legalStructuresListUrl,
  texts: (t) => ({
    title: t('legalStructures.title'),
    total: (count) => t('legalStructures.list.total', { count }),
    create: t('legalStructures.new'),
    error: t('legalStructures.list.error'),
    empty: t('legalStructures.list.empty'),
    term: { placeholder: t('legalStructures.list.searchPlaceholder') },
  }),
  columns: (t) => {
    const field = (name: string) =>
      t(`legalStructures.fields.${name}` as 'legalStructures.fields.socialReason');
    return [
      {
        key: 'socialReason',
        label: field('socialReason'),
        sort: 'socialReason',
        link: true,
        render: (r) => r.socialReason,
      },
      { key: 'tradeName', label: field('tradeName'), render: (r) => r.tradeName },
      { key: 'legalCode', label: field('legalCode'), sort: 'legalCode', render: (r) => r.legalCode },
      { key: 'legalForm', label: field('legalForm'), render: (r) => r.legalForm },
      { key: 'city', label: field('city'), render: (r) => r.headQuarterAddress.city },
      {
        key: 'createdDate',
        label: field('createdDate'),
        sort: 'createdDate',
        render: (r) => formatDate(r.createdDate),
      },
    ];
  },
  filters: 'term',
  filtersWidth: 480,
  create: { to: ROUTE_PATHS['legalStructures-new'], area: 'legalStructures' },
  open: ({ id }) => ({ to: ROUTE_PATHS['legalStructures-id'], params: { id: String(id) } }),
});
