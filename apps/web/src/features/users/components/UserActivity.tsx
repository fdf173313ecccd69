import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useUserActivity } from '../api/users.ts';

/** The activity tab: the user's last 50 changes, whatever the record, from the change history. */
export function UserActivity({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const activity = useUserActivity(userId);
  return (
    <RelatedTable
      query={activity}
      caption={t('users.activity.caption')}
      emptyText={t('users.activity.empty')}
      rowKey={(change) => change.id}
      columns={[
        { label: t('users.activity.date'), render: (change) => formatDateTime(change.occurredAt) },
        { label: t('users.activity.record'), render: (change) => `${change.resource} #${change.resourceId}` },
        { label: t('users.activity.kind'), render: (change) => t(`users.activity.kinds.${change.kind}`) },
        {
          label: t('users.activity.fields'),
          render: (change) =>
            change.changes
              .map(({ field }) => field)
              .filter((field) => field !== 'updatedDate')
              .join(', '),
        },
      ]}
    />
  );
}
