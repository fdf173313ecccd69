import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { TREATMENT_STATUSES, type TreatmentStatus } from '@vetbo/domain/billing/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';
import { EstablishmentPicker } from '../../../components/pickers/EstablishmentPicker.tsx';
import type { LegacyCreditNotesSearch } from '../search-params.ts';

interface Props {
  search: LegacyCreditNotesSearch;
  onChange: (patch: Partial<LegacyCreditNotesSearch>) => void;
}

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** A term, the treatment status, the establishment and the exact number; the URL is the source of truth. */
export function LegacyCreditNotesFilters({ search, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <ListSearchInput
          label={t('list.searchLabel')}
          placeholder={t('legacyCreditNotes.list.searchPlaceholder')}
          value={search.q}
          onChange={(q) => onChange({ q, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('legacyCreditNotes.fields.accountingStatus')}
          name="accountingStatus"
          placeholder={t('legacyCreditNotes.list.allStatuses')}
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          data={TREATMENT_STATUSES.map((value) => ({
            value,
            label: t(`legacyCreditNotes.statuses.${value}`),
          }))}
          value={search.accountingStatus ?? null}
          onChange={(next) =>
            onChange({ accountingStatus: (next as TreatmentStatus | null) ?? undefined, page: 1 })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <EstablishmentPicker
          value={search.veterinaryEstablishmentId ? String(search.veterinaryEstablishmentId) : ''}
          onChange={(value) => onChange({ veterinaryEstablishmentId: idOf(value), page: 1 })}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <DocumentCodeInput
          value={search.documentCode}
          onChange={(documentCode) => onChange({ documentCode, page: 1 })}
        />
      </Grid.Col>
    </Grid>
  );
}

/** The exact number, committed to the URL after a pause. */
function DocumentCodeInput({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (code?: string) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(value ?? '');
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 300);
  useEffect(
    () => setCode((current) => (current.trim() === (value ?? '') ? current : (value ?? ''))),
    [value],
  );
  return (
    <TextInput
      name="documentCode"
      label={t('legacyCreditNotes.fields.documentCode')}
      value={code}
      onChange={(event) => {
        setCode(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
