import { Grid, Select } from '@mantine/core';
import { OUTBOX_STATES, type OutboxState } from '@vetbo/domain/outbox-states';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';
import type { OutboxSearch } from '../search-params.ts';

interface OutboxFiltersProps {
  search: OutboxSearch;
  onChange: (patch: Partial<OutboxSearch>) => void;
}

/** Recipient or subject, and the state; the URL is the source of truth. */
export function OutboxFilters({ search, onChange }: OutboxFiltersProps) {
  const { t } = useTranslation();

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ListSearchInput
          label={t('outbox.list.searchLabel')}
          placeholder={t('outbox.list.searchPlaceholder')}
          value={search.q}
          onChange={(q) => onChange({ q, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('outbox.list.stateFilter')}
          name="state"
          placeholder={t('outbox.list.allStates')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={OUTBOX_STATES.map((state) => ({ value: state, label: t(`outbox.states.${state}`) }))}
          value={search.state ?? null}
          onChange={(next) => onChange({ state: (next as OutboxState | null) ?? undefined, page: 1 })}
        />
      </Grid.Col>
    </Grid>
  );
}
