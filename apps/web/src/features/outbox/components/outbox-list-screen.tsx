import { Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen, type ListFiltersProps } from '../../../components/data/list-screen.ts';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useOutboxMessages } from '../api/outbox.ts';
import { type OutboxSearch, outboxListUrl } from '../search-params.ts';

const STATE_COLORS = { QUEUED: 'dark.4', SENT: 'teal.9', FAILED: 'red.9' } as const;

// Inputs and the side panel come after the rows (first-paint budget).
const OutboxMessageDrawer = lazyComponent(() =>
  import('./OutboxMessageDrawer.tsx').then((m) => m.OutboxMessageDrawer),
);

/** The message open in the side panel (`?message=`). */
function OpenMessage({ search, onChange }: ListFiltersProps<OutboxSearch>) {
  return search.message !== undefined ? (
    <OutboxMessageDrawer id={search.message} onClose={() => onChange({ message: undefined })} />
  ) : null;
}

/** /overview/outbox (ADMIN): every e-mail the product wrote, newest first; a row opens it in a side panel. */
export const outboxListScreen = defineListScreen<Schema<'OutboxMessage'>, OutboxSearch>({
  useList: useOutboxMessages,
  url: outboxListUrl,
  texts: (t) => ({
    title: t('outbox.title'),
    total: (count) => t('outbox.list.total', { count }),
    error: t('outbox.list.error'),
    empty: t('outbox.list.empty'),
    filters: t('outbox.list.filters'),
  }),
  columns: (t) => [
    {
      key: 'createdDate',
      label: t('outbox.fields.createdDate'),
      render: (r) => formatDateTime(r.createdDate),
    },
    { key: 'recipient', label: t('outbox.fields.recipient'), render: (r) => r.recipient },
    { key: 'subject', label: t('outbox.fields.subject'), render: (r) => r.subject },
    { key: 'kind', label: t('outbox.fields.kind'), render: (r) => t(`outbox.kinds.${r.kind}`) },
    {
      key: 'state',
      label: t('outbox.fields.state'),
      render: ({ state }) => (
        <Text span size="sm" fw={500} c={STATE_COLORS[state]}>
          {t(`outbox.states.${state}`)}
        </Text>
      ),
    },
  ],
  filters: lazyComponent(() => import('./OutboxFilters.tsx').then((m) => m.OutboxFilters)),
  filtersWidth: 720,
  filtersPlaceholder: <Placeholder h={58} />,
  noReset: true,
  fixedSort: { sort: 'createdDate', order: 'desc' },
  open: ({ id }) => ({
    to: ROUTE_PATHS['overview-outbox'],
    search: (previous) => ({ ...previous, message: id }),
  }),
  after: OpenMessage,
});
