import { Anchor, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useEstablishmentMemberships } from '../api/get-related.ts';

type Membership = Schema<'VeterinaryEstablishmentMember'>;

/**
 * The Réseau tab: the workgroups the establishment belongs or belonged to, each linking to the group's
 * page and to the membership's. `localePrefix` is '' or '/fr', as in the current URL.
 */
export function EstablishmentNetwork({ id, localePrefix }: { id: number; localePrefix: string }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`establishmentPage.network.${key}` as 'establishmentPage.network.group');
  const empty = t('common.notSet');
  return (
    <RelatedTable<Membership>
      query={useEstablishmentMemberships(id)}
      caption={t('establishmentPage.network.caption')}
      emptyText={t('establishmentPage.network.empty')}
      rowKey={(row) => row.id}
      columns={[
        {
          label: label('group'),
          // Plain links: the workgroup and membership pages are other routes of the app.
          render: (row) => (
            <Anchor href={`${localePrefix}/workgroups/${row.veterinaryGroupId}`} fw={500}>
              {row.veterinaryGroup.groupCode} — {row.veterinaryGroup.entitled}
            </Anchor>
          ),
        },
        { label: label('joinDate'), render: (row) => formatDate(row.joinDate) },
        { label: label('leaveDate'), render: (row) => (row.leaveDate ? formatDate(row.leaveDate) : empty) },
        { label: label('leaveReason'), render: (row) => row.leaveReason ?? empty },
        { label: label('accountingCode'), render: (row) => row.accountingCode ?? empty },
        {
          label: label('status'),
          render: (row) => (
            <Text span size="sm" fw={500} c={row.active ? 'green.9' : 'gray.8'}>
              {label(row.active ? 'active' : 'inactive')}
            </Text>
          ),
        },
        {
          label: label('membership'),
          render: (row) => (
            <Anchor
              href={`${localePrefix}/members/${row.id}`}
              aria-label={t('establishmentPage.network.openMembership', {
                group: row.veterinaryGroup.groupCode,
              })}
            >
              #{row.id}
            </Anchor>
          ),
        },
      ]}
    />
  );
}
