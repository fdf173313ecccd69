import { Grid, Select } from '@mantine/core';
import { ENABLED_STATUSES, type EnabledStatus } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';
import type { WorkgroupsSearch } from '../search-params.ts';

interface WorkgroupsFiltersProps {
  search: WorkgroupsSearch;
  onChange: (patch: Partial<WorkgroupsSearch>) => void;
}

/** The list's search input (POST …/search) and status filter; the URL is the source of truth. */
export function WorkgroupsFilters({ search, onChange }: WorkgroupsFiltersProps) {
  const { t } = useTranslation();

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ListSearchInput
          label={t('workgroups.list.searchLabel')}
          placeholder={t('workgroups.list.searchPlaceholder')}
          value={search.q}
          onChange={(q) => onChange({ q, page: 1 })}
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
