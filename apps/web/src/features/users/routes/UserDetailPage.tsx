import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ChangeHistory } from '../../../components/detail/ChangeHistory.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { useMe } from '../../auth/api/get-me.ts';
import { UserAccountPanel, UserPrivacyPanel } from '../../user-account/index.ts';
import { userQueryOptions, useUser } from '../api/user.ts';
import { UserActivity } from '../components/UserActivity.tsx';
import { UserFormDrawer } from '../components/UserFormDrawer.tsx';
import { UserNetwork } from '../components/UserNetwork.tsx';
import { UserAccount, UserContacts, UserProfile } from '../components/UserProfile.tsx';
import { UserRoleEditor } from '../components/UserRoleEditor.tsx';
import { USER_TABS, type UserTab } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/users/$id');

/** /users/{id}: the user's tabs (?tab=, spec §2.6) and the edit drawer (?panel=edit). */
export function UserDetailPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  const { id } = route.useLoaderData();
  const { panel, tab = 'profile' } = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const isAdmin = useMe().data?.staffRole === 'ADMIN';
  const { data: versioned } = useUser(id);
  const user = versioned.data;
  const reload = () => queryClient.fetchQuery({ ...userQueryOptions(id), staleTime: 0 });
  const setPanel = (next: 'edit' | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, panel: next }), replace: true });
  usePageTitle(`${user.firstName} ${user.lastName}`);

  return (
    <Stack gap="md">
      <AnchorLink to={ROUTE_PATHS['overview-users']} size="sm">
        ← {t('users.detail.back')}
      </AnchorLink>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={6}>
          <Title order={1}>
            {user.firstName} {user.lastName}
          </Title>
          <Text c="dark.6">
            {user.email} · {user.staffRole ? t(`users.roles.${user.staffRole}`) : t('users.detail.noRole')}
          </Text>
        </Stack>
        <Button leftSection={<Icon name="pencil" size={16} />} onClick={() => setPanel('edit')}>
          {t('users.detail.edit')}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate({
            search: (previous) => ({ ...previous, tab: next === 'profile' ? undefined : (next as UserTab) }),
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('users.detail.tabsLabel')}>
          {USER_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`users.detail.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <Stack gap="md">
            <UserProfile user={user} />
            <ChangeHistory resource="users" id={user.id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="account" pt="md">
          <Stack gap="md">
            <UserAccount user={user} />
            <UserAccountPanel userId={user.id} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <UserContacts user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="network" pt="md">
          <UserNetwork userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <UserActivity userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="privacy" pt="md">
          {/* Export and anonymisation are for ADMINs only (the API refuses the others). */}
          {isAdmin ? (
            <UserPrivacyPanel userId={user.id} />
          ) : (
            <Text c="dark.6">{t('users.privacy.title')}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <UserRoleEditor record={versioned} onReload={reload} />
        </Tabs.Panel>
      </Tabs>
      <UserFormDrawer
        mode="edit"
        record={versioned}
        opened={panel === 'edit'}
        onClose={() => setPanel(undefined)}
        onSaved={() => setPanel(undefined)}
        onReload={reload}
      />
    </Stack>
  );
}
