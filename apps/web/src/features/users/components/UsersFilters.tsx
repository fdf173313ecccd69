import { Grid, Select } from '@mantine/core';
import { JOB_TITLES, type JobTitle, STAFF_ROLES, type StaffRole } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';
import type { UsersSearch } from '../search-params.ts';

interface UsersFiltersProps {
  search: UsersSearch;
  onChange: (patch: Partial<UsersSearch>) => void;
}

/** The list's search (a name anywhere, an e-mail from its start), role and job title; the URL holds them. */
export function UsersFilters({ search, onChange }: UsersFiltersProps) {
  const { t } = useTranslation();

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <ListSearchInput
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          value={search.q}
          onChange={(q) => onChange({ q, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Select
          label={t('users.list.role')}
          name="role"
          placeholder={t('users.list.allRoles')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={STAFF_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          value={search.role ?? null}
          onChange={(next) => onChange({ role: (next as StaffRole | null) ?? undefined, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Select
          label={t('users.list.jobTitle')}
          name="jobTitle"
          placeholder={t('users.list.allJobTitles')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={JOB_TITLES.map((title) => ({ value: title, label: t(`users.jobTitles.${title}`) }))}
          value={search.jobTitle ?? null}
          onChange={(next) => onChange({ jobTitle: (next as JobTitle | null) ?? undefined, page: 1 })}
        />
      </Grid.Col>
    </Grid>
  );
}
