import { Grid, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { useServiceCatalogue } from '../api/catalogue.ts';
import type { SubscriptionsSearch } from '../search-params.ts';

interface SubscriptionsFiltersProps {
  search: SubscriptionsSearch;
  onChange: (patch: Partial<SubscriptionsSearch>) => void;
}

/**
 * The subscriptions' filters, all in the URL: one service, and the subscriptions running between two
 * days (started on or before the first bound, ending on or after the second).
 */
export function SubscriptionsFilters({ search, onChange }: SubscriptionsFiltersProps) {
  const { t } = useTranslation();
  const catalogue = useServiceCatalogue();
  const services = (catalogue.data?.services ?? []).map((service) => ({
    value: String(service.id),
    label: `${service.code} — ${service.entitled}`,
  }));
  const current = search.veterinaryServiceId === undefined ? null : String(search.veterinaryServiceId);
  // A service not (yet) in the list keeps its id shown rather than a blank select.
  if (current && catalogue.data && !services.some((option) => option.value === current)) {
    services.push({ value: current, label: `#${current}` });
  }
  const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('serviceSubscriptionFilters.service')}
          name="veterinaryServiceId"
          placeholder={t('serviceSubscriptionFilters.allServices')}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={services}
          value={current}
          onChange={(next) => onChange({ veterinaryServiceId: next ? Number(next) : undefined, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <DayInput
          invalid="keep"
          label={t('serviceSubscriptionFilters.toStartDate')}
          name="toStartDate"
          value={search.toStartDate ?? ''}
          onChange={(event) => onChange({ toStartDate: day(event.currentTarget.value), page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <DayInput
          invalid="keep"
          label={t('serviceSubscriptionFilters.fromEndDate')}
          name="fromEndDate"
          value={search.fromEndDate ?? ''}
          onChange={(event) => onChange({ fromEndDate: day(event.currentTarget.value), page: 1 })}
        />
      </Grid.Col>
    </Grid>
  );
}
