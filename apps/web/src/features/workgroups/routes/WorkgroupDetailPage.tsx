import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { groupMandatesApi } from '../../../app/api/group-mandates.ts';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ClientAccountsTab } from '../../../components/client-accounts/ClientAccountsTab.tsx';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { DetailTabs } from '../../../components/detail/DetailTabs.tsx';
import { DocumentsPanel } from '../../../components/files/DocumentsPanel.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { useWorkgroup, workgroupQueryOptions } from '../api/workgroups.ts';
import { GroupMemberships } from '../components/GroupMemberships.tsx';
import { WorkgroupFormDrawer } from '../components/WorkgroupFormDrawer.tsx';
import { WorkgroupInformation } from '../components/WorkgroupInformation.tsx';
import { WorkgroupStatusBadge } from '../components/WorkgroupStatusBadge.tsx';
import { workgroupTabs } from './workgroup-tabs.ts';

const route = getRouteApi('/{-$locale}/_authenticated/workgroups/$id');

// The team tab comes with the people screens' texts (job titles, departments), when it is opened.
const TeamTab = lazyComponent(() =>
  Promise.all([
    import('../../teams/public.ts'),
    import('../../users/public.ts').then((m) => m.loadUserMessages()),
  ]).then(([m]) => m.TeamTab),
);

/** /workgroups/{id}: the group's tabs (?tab=), its edit drawer (?panel=edit). */
export function WorkgroupDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab } = route.useSearch();
  const setPanel = usePanelSearch<'edit'>();
  const queryClient = useQueryClient();
  const { data: versioned } = useWorkgroup(id);
  const group = versioned.data;

  return (
    <DetailPage
      title={group.entitled}
      badge={<WorkgroupStatusBadge status={group.status} />}
      subtitle={group.groupCode}
      back={{ to: ROUTE_PATHS['overview-workgroups'], label: t('workgroup.detail.back') }}
      edit={{ label: t('workgroup.detail.edit'), onClick: () => setPanel('edit'), area: 'workgroups' }}
    >
      <DetailTabs
        tabs={workgroupTabs}
        value={tab}
        ariaLabel={t('workgroup.detail.tabsLabel')}
        panels={{
          information: () => <WorkgroupInformation group={group} />,
          establishments: () => <GroupMemberships groupId={id} />,
          team: () => <TeamTab owner={{ kind: 'group', id }} />,
          documents: () => <DocumentsPanel owner={{ veterinaryGroupId: id }} />,
          clients: () => (
            <ClientAccountsTab
              owner={{ api: groupMandatesApi, key: 'veterinaryGroupId', id }}
              mainBillingAccountId={group.mainBillingAccountId}
              caption={t('workgroup.clients.caption')}
              testId="workgroup-clients-tab"
            />
          ),
          history: () => <ChangeHistory resource="veterinary_groups" id={id} />,
        }}
      />
      <WorkgroupFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={() => queryClient.fetchQuery({ ...workgroupQueryOptions(id), staleTime: 0 })}
      />
    </DetailPage>
  );
}
