import { Badge, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { InfoSection, InfoSections } from '../../../components/detail/InfoSections.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { membershipQueryOptions, useMembership } from '../api/memberships.ts';
import { MembershipFormDrawer } from '../components/MembershipFormDrawer.tsx';
import { MembershipStateBadge } from '../components/MembershipStateBadge.tsx';

const route = getRouteApi('/{-$locale}/_authenticated/members/$id');

/** /members/{id}: one membership of an establishment in a group, its edit drawer (If-Match) and history. */
export function MembershipDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel } = route.useSearch();
  const setPanel = usePanelSearch<'edit'>();
  const queryClient = useQueryClient();
  const { data: versioned } = useMembership(id);
  const membership = versioned.data;
  const title = t('membership.pageTitle', {
    establishment: membership.veterinaryEstablishment.name,
    group: membership.veterinaryGroup.entitled,
  });

  return (
    <DetailPage
      title={title}
      badge={<MembershipStateBadge membership={membership} />}
      back={{
        to: ROUTE_PATHS['workgroups-id'],
        params: { id: String(membership.veterinaryGroupId) },
        search: { tab: 'establishments' },
        label: membership.veterinaryGroup.entitled,
      }}
      edit={{ label: t('membership.form.edit'), onClick: () => setPanel('edit'), area: 'workgroups' }}
    >
      <InfoSections
        record={membership}
        columns={1}
        label={(field) => t(`membership.fields.${field}` as 'membership.fields.joinDate')}
        sections={[
          {
            title: t('membership.title'),
            fields: [
              {
                field: 'establishment',
                value: (r) => (
                  <AnchorLink
                    to={ROUTE_PATHS['establishments-id']}
                    params={{ id: String(r.veterinaryEstablishmentId) }}
                  >
                    {r.veterinaryEstablishment.name} ({r.veterinaryEstablishment.privilegedCode})
                  </AnchorLink>
                ),
              },
              {
                field: 'group',
                value: (r) => (
                  <AnchorLink to={ROUTE_PATHS['workgroups-id']} params={{ id: String(r.veterinaryGroupId) }}>
                    {r.veterinaryGroup.entitled} ({r.veterinaryGroup.groupCode})
                  </AnchorLink>
                ),
              },
              { field: 'joinDate', value: (r) => formatDate(r.joinDate) },
              { field: 'leaveDate', value: (r) => formatDate(r.leaveDate) },
              'leaveReason',
              'accountingCode',
              {
                field: 'tags',
                value: ({ tags }) =>
                  tags.length > 0 ? (
                    <Group gap={4} component="span">
                      {tags.map((tag) => (
                        <Badge key={tag} variant="outline" color="dark" radius="sm" component="span">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  ) : null,
              },
              { field: 'createdDate', value: (r) => formatDateTime(r.createdDate) },
              { field: 'updatedDate', value: (r) => formatDateTime(r.updatedDate) },
            ],
          },
        ]}
      />
      <InfoSection title={t('workgroup.detail.tabs.history')}>
        <ChangeHistory resource="veterinary_establishment_members" id={id} />
      </InfoSection>
      <MembershipFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={() => queryClient.fetchQuery({ ...membershipQueryOptions(id), staleTime: 0 })}
      />
    </DetailPage>
  );
}
