import { Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { type ListColumn, ListTable } from '../../../components/data/ListTable.tsx';
import { AnchorLink } from '../../../components/ui/links.tsx';
import type { User } from '../api/user.ts';
import type { UserSortField, UsersSearch } from '../search-params.ts';

interface UsersTableProps {
  search: UsersSearch;
  records: User[];
  total: number;
  fetching: boolean;
  onChange: (patch: Partial<UsersSearch>) => void;
}

/** The users list's columns on the shared list table. */
export function UsersTable({ search, records, total, fetching, onChange }: UsersTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const field = (name: string) => t(`users.fields.${name}` as 'users.fields.email');
  const columns: ListColumn<User, UserSortField>[] = [
    {
      key: 'lastName',
      label: field('name'),
      sort: 'lastName',
      render: ({ id, firstName, lastName }) => (
        <AnchorLink
          to={ROUTE_PATHS['users-id']}
          params={{ id: String(id) }}
          fw={500}
          onClick={(event) => event.stopPropagation()}
        >
          {lastName} {firstName}
        </AnchorLink>
      ),
    },
    { key: 'email', label: field('email'), sort: 'email', render: ({ email }) => email },
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
    {
      key: 'mainPhoneNumber',
      label: field('mainPhoneNumber'),
      render: ({ mainPhoneNumber }) => mainPhoneNumber,
    },
  ];
  return (
    <ListTable
      columns={columns}
      records={records}
      total={total}
      page={search.page}
      sort={search.sort}
      order={search.order}
      fetching={fetching}
      onChange={onChange}
      onOpen={({ id }) => navigate({ to: ROUTE_PATHS['users-id'], params: { id: String(id) } })}
      empty={
        <Text fw={500} c="dark.7">
          {t('users.list.empty')}
        </Text>
      }
    />
  );
}
