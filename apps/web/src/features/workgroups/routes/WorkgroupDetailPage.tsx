import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DocumentsPanel } from '../../../components/files/DocumentsPanel.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { useWorkgroup, workgroupQueryOptions } from '../api/workgroup.ts';
import { GroupMemberships } from '../components/GroupMemberships.tsx';
import { WorkgroupFormDrawer } from '../components/WorkgroupFormDrawer.tsx';
import { WorkgroupInformation } from '../components/WorkgroupInformation.tsx';
import { WorkgroupStatusBadge } from '../components/WorkgroupStatusBadge.tsx';
import { WORKGROUP_TABS, type WorkgroupTab } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/workgroups/$id');

/** /workgroups/{id}: the group's tabs (?tab=), its edit drawer (?panel=edit). */
export function WorkgroupDetailPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab = 'information' } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { data: versioned } = useWorkgroup(id);
  const setPanel = (next: 'edit' | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, panel: next }), replace: true });
  const group = versioned.data;
  usePageTitle(group.entitled);

  return (
    <Stack gap="md">
      <AnchorLink to={ROUTE_PATHS['overview-workgroups']} size="sm">
        ← {t('workgroup.detail.back')}
      </AnchorLink>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <Title order={1}>{group.entitled}</Title>
            <WorkgroupStatusBadge status={group.status} />
          </Group>
          <Text c="dimmed">{group.groupCode}</Text>
        </Stack>
        <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setPanel('edit')}>
          {t('workgroup.detail.edit')}
        </Button>
      </Group>
      {/* The open tab is in the URL (?tab=), so a reload or a link comes back to it. */}
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              tab: next === 'information' ? undefined : (next as WorkgroupTab),
            }),
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('workgroup.detail.tabsLabel')}>
          {WORKGROUP_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`workgroup.detail.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="information" pt="md">
          <WorkgroupInformation group={group} />
        </Tabs.Panel>
        <Tabs.Panel value="establishments" pt="md">
          <GroupMemberships groupId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsPanel owner={{ veterinaryGroupId: id }} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <ChangeHistory resource="veterinary_groups" id={id} />
        </Tabs.Panel>
      </Tabs>
      <WorkgroupFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={() => queryClient.fetchQuery({ ...workgroupQueryOptions(id), staleTime: 0 })}
      />
    </Stack>
  );
}
