import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DEBOUNCE_MS = 250;

const noSelected = (): RemoteOption | undefined => undefined;

export interface RemoteOption {
  id: number;
  label: string;
}

interface RemoteSearchSelectProps {
  label: string;
  placeholder?: string;
  description?: ReactNode;
  /** The form's dot path: the hidden input's `name` and the visible one's `data-field`. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The record already chosen, when the screen has its label (otherwise `useSelected` loads it). */
  initialOption?: RemoteOption | null;
  /** The options matching a term, searched on the server; `enabled` while the list is open. */
  useOptions: (term: string, enabled: boolean) => { data?: RemoteOption[]; isFetching: boolean };
  /** The chosen record's option, loaded by id when its label is not known yet (an edit). */
  useSelected?: (id: number | undefined) => RemoteOption | undefined;
  nothingFound: string;
  error?: string;
  withAsterisk?: boolean;
  clearable?: boolean;
}

/**
 * A searchable select whose options come from the API (server-side filtering), for pickers of records
 * too many to list. Screens use the picker of the resource (components/pickers/), built on this.
 */
export function RemoteSearchSelect({
  label,
  placeholder,
  description,
  name,
  value,
  onChange,
  initialOption = null,
  useOptions,
  useSelected = noSelected,
  nothingFound,
  error,
  withAsterisk,
  clearable = true,
}: RemoteSearchSelectProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [searchValue, setSearchValue] = useState('');
  const [term] = useDebouncedValue(searchValue, SEARCH_DEBOUNCE_MS);
  const [known, setKnown] = useState<RemoteOption[]>(initialOption ? [initialOption] : []);
  const knownLabel = known.find((option) => String(option.id) === value)?.label;
  const chosen = useSelected(knownLabel === undefined && /^\d+$/.test(value) ? Number(value) : undefined);
  const selectedLabel = knownLabel ?? chosen?.label;
  // While the input shows the selected label, search everything rather than that label.
  const searchTerm = term === selectedLabel ? '' : term;
  const results = useOptions(searchTerm, opened);

  const data = useMemo(() => {
    const options = new Map(known.map((option) => [String(option.id), option.label]));
    if (chosen && !options.has(String(chosen.id))) options.set(String(chosen.id), chosen.label);
    for (const option of results.data ?? []) options.set(String(option.id), option.label);
    return [...options].map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }));
  }, [known, chosen, results.data]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      withAsterisk={withAsterisk}
      name={name}
      data-field={name}
      searchable
      clearable={clearable}
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
      nothingFoundMessage={results.isFetching ? undefined : nothingFound}
      rightSection={
        results.isFetching ? <Loader size="xs" role="status" aria-label={t('common.loading')} /> : undefined
      }
      error={error}
    />
  );
}
