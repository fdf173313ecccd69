import { Box, Button, Group, MultiSelect, TagsInput } from '@mantine/core';
import { ESTABLISHMENT_TYPES, type EstablishmentType } from '@vetbo/domain/enums';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { useServiceOptionCodes } from '../api/service-option-codes.ts';
import { type EstablishmentsSearch, hasActiveFilters } from '../search-params.ts';

interface EstablishmentsFiltersProps {
  search: EstablishmentsSearch;
  onChange: (patch: Partial<EstablishmentsSearch>) => void;
  onReset?: () => void;
}

const orUndefined = <T,>(values: T[]) => (values.length > 0 ? values : undefined);

export function EstablishmentsFilters({ search, onChange, onReset }: EstablishmentsFiltersProps) {
  const { t } = useTranslation();
  const options = useServiceOptionCodes();

  return (
    <search aria-label={t('establishments.list.filters')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Box flex="2 1 260px">
          <ListSearchInput
            label={t('establishments.list.searchLabel')}
            placeholder={t('establishments.list.searchPlaceholder')}
            value={search.q}
            onChange={(q) => onChange({ q, page: 1 })}
          />
        </Box>
        <Box flex="1 1 220px">
          <MultiSelect
            name="type"
            data-field="type"
            label={t('establishments.list.typeFilter')}
            placeholder={search.type?.length ? undefined : t('establishments.list.typePlaceholder')}
            data={ESTABLISHMENT_TYPES.map((type) => ({
              value: type,
              label: t(`establishments.types.${type}`),
            }))}
            value={search.type ?? []}
            onChange={(values) => onChange({ type: orUndefined(values as EstablishmentType[]), page: 1 })}
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
          />
        </Box>
        <Box flex="1 1 200px">
          <TagsInput
            name="postalCode"
            data-field="postalCode"
            label={t('establishments.list.postalCodeFilter')}
            placeholder={
              search.addressPostalCode?.length ? undefined : t('establishments.list.postalCodePlaceholder')
            }
            value={search.addressPostalCode ?? []}
            onChange={(values) => onChange({ addressPostalCode: orUndefined(values), page: 1 })}
            acceptValueOnBlur
          />
        </Box>
        <Box flex="1 1 200px">
          <TagsInput
            name="tag"
            data-field="tag"
            label={t('establishments.list.tagFilter')}
            placeholder={search.tag?.length ? undefined : t('establishments.list.tagPlaceholder')}
            value={search.tag ?? []}
            onChange={(values) => onChange({ tag: orUndefined(values), page: 1 })}
            acceptValueOnBlur
          />
        </Box>
        <Box flex="1 1 240px">
          <MultiSelect
            name="serviceOptionCode"
            data-field="serviceOptionCode"
            label={t('establishments.list.serviceOptionFilter')}
            placeholder={
              search.serviceOptionCode?.length ? undefined : t('establishments.list.serviceOptionPlaceholder')
            }
            data={(options.data?.data ?? []).map((option) => ({
              value: option.code,
              label: `${option.entitled} (${option.code})`,
            }))}
            value={search.serviceOptionCode ?? []}
            onChange={(values) => onChange({ serviceOptionCode: orUndefined(values), page: 1 })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('common.clear') }}
          />
        </Box>
        <Box flex="0 1 160px">
          <DayInput
            invalid="keep"
            name="servicePeriodFromDate"
            label={t('establishments.list.servicePeriodFrom')}
            value={search.servicePeriodFromDate ?? ''}
            onChange={(event) =>
              onChange({ servicePeriodFromDate: event.currentTarget.value || undefined, page: 1 })
            }
          />
        </Box>
        <Box flex="0 1 160px">
          <DayInput
            invalid="keep"
            name="servicePeriodToDate"
            label={t('establishments.list.servicePeriodTo')}
            value={search.servicePeriodToDate ?? ''}
            onChange={(event) =>
              onChange({ servicePeriodToDate: event.currentTarget.value || undefined, page: 1 })
            }
          />
        </Box>
        <Button variant="subtle" color="dark" onClick={onReset} disabled={!hasActiveFilters(search)}>
          {t('establishments.list.resetFilters')}
        </Button>
      </Group>
    </search>
  );
}
