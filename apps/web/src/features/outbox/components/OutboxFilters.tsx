import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { OUTBOX_STATES, type OutboxState } from '@vetbo/domain/outbox-states';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import type { OutboxSearch } from '../search-params.ts';

interface OutboxFiltersProps {
  search: OutboxSearch;
  onChange: (patch: Partial<OutboxSearch>) => void;
}

/** Recipient or subject, and the state; the URL is the source of truth. */
export function OutboxFilters({ search, onChange }: OutboxFiltersProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(search.q ?? '');
  const commitTerm = useDebouncedCallback(
    (next: string) => onChange({ q: next.trim() || undefined, page: 1 }),
    300,
  );
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
          label={t('outbox.list.searchLabel')}
          placeholder={t('outbox.list.searchPlaceholder')}
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
