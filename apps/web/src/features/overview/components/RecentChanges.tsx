import { Stack, Title } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useRecentChanges } from '../api/get-overview.ts';

type Change = Schema<'Change'>;

/** The record a change is about, as a link when that record has a page of its own. */
function RecordLink({ change }: { change: Change }) {
  const { t } = useTranslation();
  const resource = t(`overview.resources.${change.resource}`, {
    defaultValue: t('overview.resources.other'),
  });
  const label = `${resource} n° ${change.resourceId}`;
  const linkLabel = t('overview.open', { resource: resource.toLowerCase(), id: change.resourceId });
  const params = { id: String(change.resourceId) };
  switch (change.resource) {
    case 'veterinary_establishments':
      return (
        <AnchorLink to={ROUTE_PATHS['establishments-id']} params={params} aria-label={linkLabel}>
          {label}
        </AnchorLink>
      );
    case 'legal_structures':
      return (
        <AnchorLink to={ROUTE_PATHS['legalStructures-id']} params={params} aria-label={linkLabel}>
          {label}
        </AnchorLink>
      );
    case 'veterinary_groups':
      return (
        <AnchorLink to={ROUTE_PATHS['workgroups-id']} params={params} aria-label={linkLabel}>
          {label}
        </AnchorLink>
      );
    case 'veterinary_establishment_members':
      return (
        <AnchorLink to={ROUTE_PATHS['members-id']} params={params} aria-label={linkLabel}>
          {label}
        </AnchorLink>
      );
    default:
      return <>{label}</>;
  }
}

/** The network's latest changes, whoever made them, newest first. */
export function RecentChanges() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="overview-recent-changes">
      <Title order={2} size="h4" id="overview-recent-changes">
        {t('overview.recentChanges')}
      </Title>
      <RelatedTable<Change>
        query={useRecentChanges()}
        caption={t('overview.recentChanges')}
        hideCaption
        emptyText={t('detail.history.empty')}
        rowKey={(row) => row.id}
        columns={[
          { label: t('detail.history.date'), render: (row) => formatDateTime(row.occurredAt) },
          {
            label: t('detail.history.user'),
            render: (row) =>
              row.user ? `${row.user.firstName} ${row.user.lastName}` : t('detail.history.system'),
          },
          { label: t('detail.history.kind'), render: (row) => t(`detail.history.kinds.${row.kind}`) },
          { label: t('overview.record'), render: (row) => <RecordLink change={row} /> },
        ]}
      />
    </Stack>
  );
}
