import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { defineListScreen } from '../../../components/data/list-screen.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import type { User } from '../api/users.ts';
import { useUsers } from '../api/users-list.ts';
import { loadUserMessages } from '../messages.ts';
import { type UsersSearch, usersListUrl } from '../search-params.ts';

// Spec §6 "roles and permissions displayed": under the list, a button shows what each role may do; the
// table's code and texts come when asked (the list's first paint does not carry them).
const PermissionsTable = lazyComponent(() =>
  Promise.all([import('./RolePermissionsTable.tsx'), loadUserMessages()]).then(
    ([module]) => module.RolePermissionsTable,
  ),
);

function RolesAndPermissions() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <AfterPrimaryContent placeholder={null}>
      <Stack gap="sm" mt="lg" align="flex-start">
        <Button
          variant="default"
          aria-expanded={open}
          aria-controls="role-permissions"
          onClick={() => setOpen((shown) => !shown)}
        >
          {t(open ? 'users.list.hidePermissions' : 'users.list.showPermissions')}
        </Button>
        {open && (
          <Box id="role-permissions" w="100%">
            <Suspense fallback={<Loader type="dots" role="status" aria-label={t('common.loading')} />}>
              <PermissionsTable />
            </Suspense>
          </Box>
        )}
      </Stack>
    </AfterPrimaryContent>
  );
}

/** /overview/users: a term, one role and one job title (GET /v1/users' declared filters). */
export const usersListScreen = defineListScreen<User, UsersSearch>({
  useList: useUsers,
  url: usersListUrl,
  texts: (t) => ({
    title: t('users.title'),
    total: (count) => t('users.list.total', { count }),
    create: t('users.new'),
    error: t('users.list.error'),
    empty: t('users.list.empty'),
    filters: t('users.list.filters'),
  }),
  columns: (t) => {
    const field = (name: string) => t(`users.fields.${name}` as 'users.fields.email');
    return [
      {
        key: 'lastName',
        label: field('name'),
        sort: 'lastName',
        link: true,
        render: ({ firstName, lastName }) => `${lastName} ${firstName}`,
      },
      { key: 'email', label: field('email'), sort: 'email', render: (r) => r.email },
      {
        key: 'staffRole',
        label: field('staffRole'),
        render: ({ staffRole }) =>
          staffRole ? (
            t(`users.roles.${staffRole}`)
          ) : (
            <Text span size="sm" c="dark.6">
              {t('users.list.noRole')}
            </Text>
          ),
      },
      { key: 'mainPhoneNumber', label: field('mainPhoneNumber'), render: (r) => r.mainPhoneNumber },
    ];
  },
  // The inputs' code comes after the rows; the job titles' labels with them (the list's texts are small).
  filters: lazyComponent(() =>
    Promise.all([import('./UsersFilters.tsx'), loadUserMessages()]).then(([m]) => m.UsersFilters),
  ),
  filtersWidth: 960,
  create: { to: ROUTE_PATHS['users-new'], area: 'users' },
  open: ({ id }) => ({ to: ROUTE_PATHS['users-id'], params: { id: String(id) } }),
  after: RolesAndPermissions,
});
