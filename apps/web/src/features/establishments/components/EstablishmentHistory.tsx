import { List, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useEstablishmentActivities, useEstablishmentHistory } from '../api/related.ts';

type Change = Schema<'Change'>;
type Subject = keyof typeof SUBJECTS;
const SUBJECTS = {
  veterinary_establishments: true,
  veterinary_establishment_addresses: true,
  veterinary_establishment_activities: true,
};

function display(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The Historique tab: the changes of the establishment, of its main address and of its activities (the
 * shared ChangeHistory shows one record; this one merges three), newest first, with what was changed.
 */
export function EstablishmentHistory({ id, addressId }: { id: number; addressId: number | null }) {
  const { t } = useTranslation();
  const activities = useEstablishmentActivities(id);
  const activityIds = activities.data?.data.map((row) => row.id);
  const history = useEstablishmentHistory(id, addressId ? [addressId] : [], activityIds);
  const empty = t('detail.history.empty_value');
  return (
    <RelatedTable<Change>
      query={{ ...history, isError: history.isError || activities.isError }}
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
          label: t('establishmentPage.history.subject'),
          render: (row) =>
            row.resource in SUBJECTS
              ? t(`establishmentPage.history.subjects.${row.resource as Subject}`)
              : row.resource,
        },
        { label: t('detail.history.kind'), render: (row) => t(`detail.history.kinds.${row.kind}`) },
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
