import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { JOB_TITLES, type JobTitle, STAFF_ROLES, type StaffRole } from '@vetbo/domain/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import type { UsersSearch } from '../search-params.ts';

const TERM_DEBOUNCE_MS = 300;

interface UsersFiltersProps {
  search: UsersSearch;
  onChange: (patch: Partial<UsersSearch>) => void;
}

/** The list's search (a name anywhere, an e-mail from its start), role and job title; the URL holds them. */
export function UsersFilters({ search, onChange }: UsersFiltersProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(search.q ?? '');
  const commitTerm = useDebouncedCallback(
    (next: string) => onChange({ q: next.trim() || undefined, page: 1 }),
    TERM_DEBOUNCE_MS,
  );
  useEffect(() => {
    const fromUrl = search.q ?? '';
    setTerm((current) => (current.trim() === fromUrl ? current : fromUrl));
  }, [search.q]);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          type="search"
          name="q"
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          leftSection={<Icon name="search" size={16} />}
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            commitTerm(event.currentTarget.value);
          }}
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
