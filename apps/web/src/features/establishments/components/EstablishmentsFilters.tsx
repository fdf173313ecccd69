import { Box, Button, Group, MultiSelect, TagsInput, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ESTABLISHMENT_TYPES, type EstablishmentType } from '@vetbo/domain/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon.tsx';
import { type EstablishmentsSearch, hasActiveFilters } from '../search-params.ts';

const TERM_DEBOUNCE_MS = 300;

interface EstablishmentsFiltersProps {
  search: EstablishmentsSearch;
  onChange: (patch: Partial<EstablishmentsSearch>) => void;
  onReset: () => void;
}

const orUndefined = <T,>(values: T[]) => (values.length > 0 ? values : undefined);

export function EstablishmentsFilters({ search, onChange, onReset }: EstablishmentsFiltersProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState(search.q ?? '');
  const commitTerm = useDebouncedCallback(
    (value: string) => onChange({ q: value.trim() || undefined, page: 1 }),
    TERM_DEBOUNCE_MS,
  );

  // The URL is the source of truth (back button, reset): follow it, without eating a space being typed.
  useEffect(() => {
    const fromUrl = search.q ?? '';
    setTerm((current) => (current.trim() === fromUrl ? current : fromUrl));
  }, [search.q]);

  return (
    <search aria-label={t('establishments.list.filters')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Box flex="2 1 260px">
          <TextInput
            type="search"
            name="q"
            label={t('establishments.list.searchLabel')}
            placeholder={t('establishments.list.searchPlaceholder')}
            leftSection={<Icon name="search" size={16} />}
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              commitTerm(event.currentTarget.value);
            }}
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
              search.postalCode?.length ? undefined : t('establishments.list.postalCodePlaceholder')
            }
            value={search.postalCode ?? []}
            onChange={(values) => onChange({ postalCode: orUndefined(values), page: 1 })}
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
        <Button variant="subtle" color="dark" onClick={onReset} disabled={!hasActiveFilters(search)}>
          {t('establishments.list.resetFilters')}
        </Button>
      </Group>
    </search>
  );
}
