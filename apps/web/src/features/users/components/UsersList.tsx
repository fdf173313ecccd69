import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ListScreen } from '../../../components/data/ListScreen.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useUsers } from '../api/get-users.ts';
import { loadUserMessages } from '../messages.ts';
import { type UsersSearch, usersListUrl } from '../search-params.ts';
import { UsersTable } from './UsersTable.tsx';

// The inputs' code (Mantine Input, Combobox) comes after the rows: the list's first paint stays within
// its JavaScript budget (see the legal structures list).
const UsersFilters = lazyComponent(() =>
  // The job titles' labels come with the filters, after the rows (the list's own texts are small).
  Promise.all([import('./UsersFilters.tsx'), loadUserMessages()]).then(([m]) => m.UsersFilters),
);

interface UsersListProps {
  search: UsersSearch;
  onChange: (patch: Partial<UsersSearch>) => void;
  /** The create drawer, open over the list, names the page instead. */
  pageTitle?: string;
}

export function UsersList({ search, onChange, pageTitle }: UsersListProps) {
  const { t } = useTranslation();
  usePageTitle(pageTitle ?? t('users.title'));
  const list = useUsers(search);

  return (
    <ListScreen
      title={t('users.title')}
      total={list.data ? t('users.list.total', { count: list.data.meta.total }) : undefined}
      createAction={
        <ButtonLink
          to={ROUTE_PATHS['users-new']}
          search={search}
          leftSection={<Icon name="plus" size={16} />}
        >
          {t('users.new')}
        </ButtonLink>
      }
      reset={{
        active: usersListUrl.hasActiveFilters(search),
        onReset: () => onChange(usersListUrl.resetFilters),
      }}
      filtersLabel={t('users.list.filters')}
      filters={<UsersFilters search={search} onChange={onChange} />}
      filtersWidth={960}
      error={
        list.isError && !list.data
          ? { title: t('users.list.error'), message: list.error.message, onRetry: () => void list.refetch() }
          : undefined
      }
    >
      <UsersTable
        search={search}
        records={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        fetching={list.isFetching}
        onChange={onChange}
      />
    </ListScreen>
  );
}
