import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailList } from '../../../components/ui/DetailList.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { membershipQueryOptions, useMembership } from '../api/memberships.ts';
import { MembershipFormDrawer } from '../components/MembershipFormDrawer.tsx';
import { MembershipStateBadge } from '../components/MembershipStateBadge.tsx';

const route = getRouteApi('/{-$locale}/_authenticated/members/$id');

/** /members/{id}: one membership of an establishment in a group, its edit drawer (If-Match) and history. */
export function MembershipDetailPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data: versioned } = useMembership(id);
  const membership = versioned.data;
  const title = t('membership.pageTitle', {
    establishment: membership.veterinaryEstablishment.name,
    group: membership.veterinaryGroup.entitled,
  });
  usePageTitle(title);
  const label = (field: string) => t(`membership.fields.${field}` as 'membership.fields.joinDate');
  const setPanel = (next: 'edit' | undefined) => void navigate({ search: { panel: next }, replace: true });

  return (
    <Stack gap="md">
      <AnchorLink
        to={ROUTE_PATHS['workgroups-id']}
        params={{ id: String(membership.veterinaryGroupId) }}
        search={{ tab: 'establishments' }}
        size="sm"
      >
        ← {membership.veterinaryGroup.entitled}
      </AnchorLink>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={1}>{title}</Title>
          <MembershipStateBadge membership={membership} />
        </Group>
        <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setPanel('edit')}>
          {t('membership.form.edit')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="sm" component="section">
        <Title order={2} size="h4" mb="sm">
          {t('membership.title')}
        </Title>
        <DetailList
          emptyText={t('common.notSet')}
          items={[
            {
              label: label('establishment'),
              value: (
                <AnchorLink
                  to={ROUTE_PATHS['establishments-id']}
                  params={{ id: String(membership.veterinaryEstablishmentId) }}
                >
                  {membership.veterinaryEstablishment.name} (
                  {membership.veterinaryEstablishment.privilegedCode})
                </AnchorLink>
              ),
            },
            {
              label: label('group'),
              value: (
                <AnchorLink
                  to={ROUTE_PATHS['workgroups-id']}
                  params={{ id: String(membership.veterinaryGroupId) }}
                >
                  {membership.veterinaryGroup.entitled} ({membership.veterinaryGroup.groupCode})
                </AnchorLink>
              ),
            },
            { label: label('joinDate'), value: formatDate(membership.joinDate) },
            { label: label('leaveDate'), value: formatDate(membership.leaveDate) },
            { label: label('leaveReason'), value: membership.leaveReason },
            { label: label('accountingCode'), value: membership.accountingCode },
            {
              label: label('tags'),
              value:
                membership.tags.length > 0 ? (
                  <Group gap={4} component="span">
                    {membership.tags.map((tag) => (
                      <Badge key={tag} variant="outline" color="dark" radius="sm" component="span">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                ) : null,
            },
            { label: label('createdDate'), value: formatDateTime(membership.createdDate) },
            { label: label('updatedDate'), value: formatDateTime(membership.updatedDate) },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="sm" component="section">
        <Title order={2} size="h4" mb="sm">
          {t('workgroup.detail.tabs.history')}
        </Title>
        <ChangeHistory resource="veterinary_establishment_members" id={id} />
      </Paper>
      <MembershipFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={() => queryClient.fetchQuery({ ...membershipQueryOptions(id), staleTime: 0 })}
      />
    </Stack>
  );
}
