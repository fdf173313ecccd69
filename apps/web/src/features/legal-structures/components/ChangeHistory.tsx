import { List, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useChangeHistory } from '../api/get-related.ts';
import { RelatedTable } from './RelatedTable.tsx';

function display(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The Historique tab: who changed what and when, each field as before → after. */
export function ChangeHistory({
  resource,
  id,
}: {
  resource: 'legal_structures' | 'billing_accounts';
  id: number;
}) {
  const { t } = useTranslation();
  const empty = t('legalStructures.history.empty_value');
  return (
    <RelatedTable<Schema<'Change'>>
      query={useChangeHistory(resource, id)}
      caption={t('legalStructures.detail.tabs.history')}
      emptyText={t('legalStructures.history.empty')}
      rowKey={(row) => row.id}
      columns={[
        { label: t('legalStructures.history.date'), render: (row) => formatDateTime(row.occurredAt) },
        {
          label: t('legalStructures.history.user'),
          render: (row) =>
            row.user ? `${row.user.firstName} ${row.user.lastName}` : t('legalStructures.history.system'),
        },
        {
          label: t('legalStructures.history.kind'),
          render: (row) => t(`legalStructures.history.kinds.${row.kind}`),
        },
        {
          label: t('legalStructures.history.changes'),
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
