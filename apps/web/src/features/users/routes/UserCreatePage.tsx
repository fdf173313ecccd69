import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { UserFormDrawer } from '../components/UserFormDrawer.tsx';
import { usersListScreen } from '../components/users-list-screen.tsx';
import type { UsersSearch } from '../search-params.ts';

const route = getRouteApi('/{-$locale}/_authenticated/users/new');

/** /users/new: the create drawer over the list, which keeps its search, filters and sort. */
export function UserCreatePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const toList = (next: UsersSearch) => void navigate({ to: ROUTE_PATHS['overview-users'], search: next });
  return (
    <>
      <ListScreen
        screen={usersListScreen}
        search={search}
        onChange={(patch) => toList({ ...search, ...patch })}
        pageTitle={t('users.form.createTitle')}
      />
      <UserFormDrawer
        mode="create"
        opened
        onClose={() => toList(search)}
        onSaved={(user) => void navigate({ to: ROUTE_PATHS['users-id'], params: { id: String(user.id) } })}
      />
    </>
  );
}
