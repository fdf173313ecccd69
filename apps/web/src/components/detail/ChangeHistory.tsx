import { List, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { RelatedTable } from './RelatedTable.tsx';
import { type HistoryResource, useChangeHistory } from './use-change-history.ts';

function display(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The Historique tab: who changed what and when, each field as before → after. */
export function ChangeHistory({ resource, id }: { resource: HistoryResource; id: number }) {
  const { t } = useTranslation();
  const empty = t('detail.history.empty_value');
  return (
    <RelatedTable<Schema<'Change'>>
      query={useChangeHistory(resource, id)}
      caption={t('detail.history.title')}
      emptyText={t('detail.history.empty')}
      rowKey={(row) => row.id}
      columns={[
        { label: t('detail.history.date'), render: (row) => formatDateTime(row.occurredAt) },
        {
          label: t('detail.history.user'),
          render: (row) =>
            row.user ? `${row.user.firstName} ${row.user.lastName}` : t('detail.history.system'),
        },
        {
          label: t('detail.history.kind'),
          render: (row) => t(`detail.history.kinds.${row.kind}`),
        },
        {
          label: t('detail.history.changes'),
          render: (row) => (
            <List size="sm" listStyleType="none" spacing={2}>
              {row.changes.map((change) => (
                <List.Item key={change.field}>
                  <Text span size="sm" fw={500}>
                    {change.field}
                  </Text>{' '}
                  : {display(change.before, empty)} → {display(change.after, empty)}
                </List.Item>
              ))}
            </List>
          ),
        },
      ]}
    />
  );
}
