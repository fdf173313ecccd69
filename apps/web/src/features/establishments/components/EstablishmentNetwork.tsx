import { Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { RelatedTable } from '../../../components/detail/RelatedTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useEstablishmentMemberships } from '../api/related.ts';

type Membership = Schema<'VeterinaryEstablishmentMember'>;

/**
 * The Réseau tab: the workgroups the establishment belongs or belonged to, each linking to the group's
 * page and to the membership's.
 */
export function EstablishmentNetwork({ id }: { id: number }) {
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
          render: (row) => (
            <AnchorLink
              to={ROUTE_PATHS['workgroups-id']}
              params={{ id: String(row.veterinaryGroupId) }}
              fw={500}
            >
              {row.veterinaryGroup.groupCode} — {row.veterinaryGroup.entitled}
            </AnchorLink>
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
            <AnchorLink
              to={ROUTE_PATHS['members-id']}
              params={{ id: String(row.id) }}
              aria-label={t('establishmentPage.network.openMembership', {
                group: row.veterinaryGroup.groupCode,
              })}
            >
              #{row.id}
            </AnchorLink>
          ),
        },
      ]}
    />
  );
}
