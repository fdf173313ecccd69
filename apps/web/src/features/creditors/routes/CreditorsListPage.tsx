import { getRouteApi } from '@tanstack/react-router';
import type { Schema } from '@vetbo/api-client/client';
import { creditorsApi } from '../../../app/api/creditors.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { type CreditorsSearch, creditorsListUrl } from './routes.ts';

const route = getRouteApi('/{-$locale}/_authenticated/overview/billing/creditors');

const creditorsListScreen = defineListScreen<Schema<'Creditor'>, CreditorsSearch>({
  useList: (search) =>
    creditorsApi.useList(creditorsListUrl.listQuery(search), { term: search.q, keepPrevious: true }),
  url: creditorsListUrl,
  texts: (t) => ({
    title: t('creditors.title'),
    total: (count) => t('creditors.list.total', { count }),
    term: { placeholder: t('creditors.list.searchPlaceholder') },
  }),
  columns: (t) =>
    (['name', 'legalCode', 'sepaCreditorIdentifier', 'invoiceSeriesPrefix', 'city'] as const).map((key) => ({
      key,
      label: t(`creditors.fields.${key}`),
      render: (creditor) => creditor[key],
      ...(key === 'name' ? { sort: 'name' as const, link: true } : {}),
    })),
  filters: 'term',
  filtersWidth: 480,
  open: ({ id }) => ({ to: ROUTE_PATHS['creditors-id'], params: { id: String(id) } }),
});

/** /overview/billing/creditors: the term, sort and page live in the URL. */
export function CreditorsListPage() {
  const navigate = route.useNavigate();
  const onChange = (patch: Partial<CreditorsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  return <ListScreen screen={creditorsListScreen} search={route.useSearch()} onChange={onChange} />;
}
