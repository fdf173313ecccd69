import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AfterPrimaryContent } from '../../../components/layout/AfterPrimaryContent.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useUsers } from '../api/get-users.ts';
import { loadUserMessages } from '../messages.ts';
import type { UsersSearch } from '../search-params.ts';
import { UsersTable } from './UsersTable.tsx';

// The inputs' code (Mantine Input, Combobox) comes after the rows: the list's first paint stays within
// its JavaScript budget (see the legal structures list).
const UsersFilters = lazyComponent(() =>
  // The job titles' labels come with the filters, after the rows (the list's own texts are small).
  Promise.all([import('./UsersFilters.tsx'), loadUserMessages()]).then(([m]) => m.UsersFilters),
);
/** Holds the filters' place (label and input heights) while their code downloads. */
function FiltersPlaceholder() {
  return (
    <Box aria-hidden>
      <Box h={22} />
      <Placeholder h={36} />
    </Box>
  );
}

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
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('users.title')}</Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.data ? t('users.list.total', { count: list.data.meta.total }) : '\u00a0'}
          </Text>
        </div>
        <ButtonLink
          to={ROUTE_PATHS['users-new']}
          search={search}
          leftSection={<Icon name="plus" size={16} />}
        >
          {t('users.new')}
        </ButtonLink>
      </Group>
      <search aria-label={t('users.list.filters')}>
        <Box maw={960}>
          <AfterPrimaryContent placeholder={<FiltersPlaceholder />}>
            <UsersFilters search={search} onChange={onChange} />
          </AfterPrimaryContent>
        </Box>
      </search>
      {list.isError && !list.data ? (
        <Alert color="red.9" variant="outline" title={t('users.list.error')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <UsersTable
          search={search}
          records={list.data?.data ?? []}
          total={list.data?.meta.total ?? 0}
          fetching={list.isFetching}
          onChange={onChange}
        />
      )}
    </Stack>
  );
}
