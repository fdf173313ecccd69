import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { DetailPage } from '../../../components/detail/DetailPage.tsx';
import { DetailTabs } from '../../../components/detail/DetailTabs.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { useMe } from '../../auth/public.ts';
import { UserAccountPanel, UserPrivacyPanel } from '../../user-account/public.ts';
import { userQueryOptions, useUser } from '../api/users.ts';
import { UserActivity } from '../components/UserActivity.tsx';
import { UserFormDrawer } from '../components/UserFormDrawer.tsx';
import { UserNetwork } from '../components/UserNetwork.tsx';
import { UserAccount, UserContacts, UserProfile } from '../components/UserProfile.tsx';
import { UserRoleEditor } from '../components/UserRoleEditor.tsx';
import { userTabs } from './user-tabs.ts';

const route = getRouteApi('/{-$locale}/_authenticated/users/$id');

/** /users/{id}: the user's tabs (?tab=, spec §2.6) and the edit drawer (?panel=edit). */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab } = route.useSearch();
  const setPanel = usePanelSearch<'edit'>();
  const queryClient = useQueryClient();
  const isAdmin = useMe().data?.staffRole === 'ADMIN';
  const { data: versioned } = useUser(id);
  const user = versioned.data;
  const reload = () => queryClient.fetchQuery({ ...userQueryOptions(id), staleTime: 0 });

  return (
    <DetailPage
      title={`${user.firstName} ${user.lastName}`}
      subtitle={
        <Text c="dark.6">
          {user.email} · {user.staffRole ? t(`users.roles.${user.staffRole}`) : t('users.detail.noRole')}
        </Text>
      }
      back={{ to: ROUTE_PATHS['overview-users'], label: t('users.detail.back') }}
      edit={{ label: t('users.detail.edit'), onClick: () => setPanel('edit'), area: 'users' }}
    >
      <DetailTabs
        tabs={userTabs}
        value={tab}
        ariaLabel={t('users.detail.tabsLabel')}
        panels={{
          profile: () => (
            <Stack gap="md">
              <UserProfile user={user} />
              <ChangeHistory resource="users" id={user.id} />
            </Stack>
          ),
          account: () => (
            <Stack gap="md">
              <UserAccount user={user} />
              <UserAccountPanel userId={user.id} />
            </Stack>
          ),
          contacts: () => <UserContacts user={user} />,
          network: () => <UserNetwork userId={user.id} />,
          activity: () => <UserActivity userId={user.id} />,
          // Export and anonymisation are for ADMINs only (the API refuses the others).
          privacy: () =>
            isAdmin ? (
              <UserPrivacyPanel userId={user.id} />
            ) : (
              <Text c="dark.6">{t('users.privacy.title')}</Text>
            ),
          roles: () => <UserRoleEditor record={versioned} onReload={reload} />,
        }}
      />
      <UserFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={reload}
      />
    </DetailPage>
  );
}
