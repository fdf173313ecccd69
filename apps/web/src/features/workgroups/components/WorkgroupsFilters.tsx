import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ENABLED_STATUSES, type EnabledStatus } from '@vetbo/domain/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import type { WorkgroupsSearch } from '../search-params.ts';

const TERM_DEBOUNCE_MS = 300;

interface WorkgroupsFiltersProps {
  search: WorkgroupsSearch;
  onChange: (patch: Partial<WorkgroupsSearch>) => void;
}

/** The list's search input (POST …/search) and status filter; the URL is the source of truth. */
export function WorkgroupsFilters({ search, onChange }: WorkgroupsFiltersProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(search.q ?? '');
  const commitTerm = useDebouncedCallback(
    (next: string) => onChange({ q: next.trim() || undefined, page: 1 }),
    TERM_DEBOUNCE_MS,
  );

  // Follow the URL (back button) without eating a space being typed.
  useEffect(() => {
    const fromUrl = search.q ?? '';
    setTerm((current) => (current.trim() === fromUrl ? current : fromUrl));
  }, [search.q]);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          type="search"
          name="q"
          label={t('workgroups.list.searchLabel')}
          placeholder={t('workgroups.list.searchPlaceholder')}
          leftSection={<Icon name="search" size={16} />}
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            commitTerm(event.currentTarget.value);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('workgroups.list.statusFilter')}
          name="status"
          placeholder={t('workgroups.list.allStatuses')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={ENABLED_STATUSES.map((status) => ({
            value: status,
            label: t(`workgroups.statuses.${status}`),
          }))}
          value={search.status ?? null}
          onChange={(next) => onChange({ status: (next as EnabledStatus | null) ?? undefined, page: 1 })}
        />
      </Grid.Col>
    </Grid>
  );
}
