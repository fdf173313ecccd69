import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalStructureSearch } from '../api/search-legal-structures.ts';

const SEARCH_DEBOUNCE_MS = 250;

interface LegalStructureSelectProps {
  value: string;
  onChange: (value: string) => void;
  /** The structure already linked, so its name shows before any search. */
  initialOption: { id: number; socialReason: string } | null;
  error?: string;
}

/** Searchable picker fed by POST /v1/legal_structures/search (server-side filtering). */
export function LegalStructureSelect({ value, onChange, initialOption, error }: LegalStructureSelectProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [searchValue, setSearchValue] = useState('');
  const [term] = useDebouncedValue(searchValue, SEARCH_DEBOUNCE_MS);
  const [known, setKnown] = useState(initialOption ? [initialOption] : []);
  const selectedLabel = known.find((option) => String(option.id) === value)?.socialReason;
  // While the input shows the selected label, search everything rather than that label.
  const searchTerm = term === selectedLabel ? '' : term;
  const results = useLegalStructureSearch(searchTerm, opened);

  const data = useMemo(() => {
    const options = new Map(known.map((option) => [String(option.id), option.socialReason]));
    for (const option of results.data ?? []) options.set(String(option.id), option.socialReason);
    return [...options].map(([optionValue, label]) => ({ value: optionValue, label }));
  }, [known, results.data]);

  return (
    <Select
      label={t('establishments.fields.legalStructure')}
      placeholder={t('establishments.form.legalStructurePlaceholder')}
      name="legalStructureId"
      data-field="legalStructureId"
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      data={data}
      value={value || null}
      onChange={(next) => {
        const picked = results.data?.find((option) => String(option.id) === next);
        if (picked) setKnown((current) => [...current.filter((option) => option.id !== picked.id), picked]);
        onChange(next ?? '');
      }}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={results.isFetching ? undefined : t('establishments.form.legalStructureEmpty')}
      rightSection={
        results.isFetching ? <Loader size="xs" role="status" aria-label={t('common.loading')} /> : undefined
      }
      error={error}
    />
  );
}
