import { Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/data/ListTable.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { OutboxSearch } from '../search-params.ts';

type OutboxMessage = Schema<'OutboxMessage'>;

const STATE_COLORS = { QUEUED: 'dark.4', SENT: 'teal.9', FAILED: 'red.9' } as const;

interface OutboxTableProps {
  search: OutboxSearch;
  records: OutboxMessage[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<OutboxSearch>) => void;
}

/** Newest first (the only order the outbox offers); a row opens the message in the side panel. */
export function OutboxTable({ search, records, total, fetching, onChange }: OutboxTableProps) {
  const { t } = useTranslation();
  const columns: ListColumn<OutboxMessage, 'createdDate'>[] = [
    {
      key: 'createdDate',
      label: t('outbox.fields.createdDate'),
      render: ({ createdDate }) => formatDateTime(createdDate),
    },
    { key: 'recipient', label: t('outbox.fields.recipient'), render: ({ recipient }) => recipient },
    { key: 'subject', label: t('outbox.fields.subject'), render: ({ subject }) => subject },
    { key: 'kind', label: t('outbox.fields.kind'), render: ({ kind }) => t(`outbox.kinds.${kind}`) },
    {
      key: 'state',
      label: t('outbox.fields.state'),
      render: ({ state }) => (
        <Text span size="sm" fw={500} c={STATE_COLORS[state]}>
          {t(`outbox.states.${state}`)}
        </Text>
      ),
    },
  ];
  return (
    <ListTable
      columns={columns}
      records={records}
      total={total}
      page={search.page}
      sort="createdDate"
      order="desc"
      fetching={fetching}
      onChange={({ page }) => onChange({ page: page ?? search.page })}
      onOpen={({ id }) => onChange({ message: id })}
      empty={
        <Text fw={500} c="dark.7">
          {t('outbox.list.empty')}
        </Text>
      }
    />
  );
}
