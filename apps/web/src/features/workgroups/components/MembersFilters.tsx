import { Grid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearchInput } from '../../../components/data/ListSearchInput.tsx';
import { DayInput } from '../../../components/forms/DayInput.tsx';
import { EstablishmentPicker } from '../../../components/pickers/EstablishmentPicker.tsx';
import { WorkgroupPicker } from '../../../components/pickers/WorkgroupPicker.tsx';
import type { MembersSearch } from '../members-search-params.ts';

interface MembersFiltersProps {
  search: MembersSearch;
  onChange: (patch: Partial<MembersSearch>) => void;
}

const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);
const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The memberships' term, group, establishment, privileged code and join days; the URL is the source of truth. */
export function MembersFilters({ search, onChange }: MembersFiltersProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <ListSearchInput
          label={t('members.list.searchLabel')}
          placeholder={t('members.list.searchPlaceholder')}
          value={search.q}
          onChange={(q) => onChange({ q, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <PrivilegedCodeInput
          value={search.privilegedCode}
          onChange={(privilegedCode) => onChange({ privilegedCode, page: 1 })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <WorkgroupPicker
          value={search.veterinaryGroupId ? String(search.veterinaryGroupId) : ''}
          onChange={(value) => onChange({ veterinaryGroupId: idOf(value), page: 1 })}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <EstablishmentPicker
          value={search.veterinaryEstablishmentId ? String(search.veterinaryEstablishmentId) : ''}
          onChange={(value) => onChange({ veterinaryEstablishmentId: idOf(value), page: 1 })}
          clearable
        />
      </Grid.Col>
      {(['fromJoinDate', 'toJoinDate'] as const).map((field) => (
        <Grid.Col key={field} span={{ base: 6, sm: 3 }}>
          <DayInput
            invalid="keep"
            name={field}
            label={t(`members.list.${field}`)}
            value={search[field] ?? ''}
            onChange={(event) => onChange({ [field]: dayOf(event.currentTarget.value), page: 1 })}
          />
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** A privileged code, committed to the URL after a pause (the API compares it in capitals). */
function PrivilegedCodeInput({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(value ?? '');
  const commit = useDebouncedCallback(
    (next: string) => onChange(next.trim().toUpperCase() || undefined),
    300,
  );
  useEffect(
    () => setCode((current) => (current.trim().toUpperCase() === (value ?? '') ? current : (value ?? ''))),
    [value],
  );
  return (
    <TextInput
      name="privilegedCode"
      label={t('members.list.privilegedCode')}
      placeholder={t('members.list.privilegedCodePlaceholder')}
      value={code}
      onChange={(event) => {
        setCode(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}
