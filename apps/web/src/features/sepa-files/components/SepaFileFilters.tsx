import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { creditorsApi } from '../../../app/api/creditors.ts';
import type { ListFiltersProps } from '../../../components/data/list-screen.ts';
import type { SepaFilesSearch } from '../search-params.ts';

/** The creditor whose files the list shows (all by default); in the URL. */
export function SepaFileFilters({ search, onChange }: ListFiltersProps<SepaFilesSearch>) {
  const { t } = useTranslation();
  const creditors = creditorsApi.useList({ limit: 100 }, { staleTime: 10 * 60_000 });
  return (
    <Select
      label={t('sepaFiles.fields.creditor')}
      name="creditorId"
      placeholder={t('sepaFiles.list.allCreditors')}
      clearable
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      data={(creditors.data?.data ?? []).map(({ id, name }) => ({ value: String(id), label: name }))}
      value={search.creditorId === undefined ? null : String(search.creditorId)}
      onChange={(next) => onChange({ creditorId: next ? Number(next) : undefined, page: 1 })}
    />
  );
}
