import { Button, Group, List, Select, Stack, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { DayInput } from '../forms/DayInput.tsx';
import { RelatedTable } from './RelatedTable.tsx';
import { type HistoryFilters, type HistoryResource, useChangeHistory } from './use-change-history.ts';

type Change = Schema<'Change'>;

function display(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const authorName = (user: NonNullable<Change['user']>) => `${user.firstName} ${user.lastName}`;

/** Everyone who changed the record, from its unfiltered history: the choices of the author filter. */
function authorsOf(changes: Change[] | undefined): { value: string; label: string }[] {
  const authors = new Map<number, string>();
  for (const change of changes ?? []) if (change.user) authors.set(change.user.id, authorName(change.user));
  return [...authors]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The Historique tab: who changed what and when, each field as before → after, filtered by author and period. */
export function ChangeHistory({
  resource,
  id,
  fieldLabel = (field) => field,
  fieldValue = () => undefined,
}: {
  resource: HistoryResource;
  id: number;
  /** The field's name as the form shows it (the API's name when none is given). */
  fieldLabel?: (field: string) => string;
  /** A value as the screen words it (a status's label…); undefined: shown as stored. */
  fieldValue?: (field: string, value: unknown) => string | undefined;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const invertedPeriod = Boolean(filters.from && filters.to && filters.from > filters.to);
  const all = useChangeHistory(resource, id);
  const filtered = useChangeHistory(resource, id, invertedPeriod ? {} : filters);
  const filtering = filters.userId !== undefined || Boolean(filters.from) || Boolean(filters.to);
  const empty = t('detail.history.empty_value');
  // A yes/no worded like the Informations tab; the page's own wording first.
  const shown = (field: string, value: unknown) =>
    fieldValue(field, value) ??
    (typeof value === 'boolean' ? t(value ? 'detail.yes' : 'detail.no') : display(value, empty));
  const set = (next: HistoryFilters) => setFilters((previous) => ({ ...previous, ...next }));

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('detail.history.filters.user')}
          placeholder={t('detail.history.filters.anyUser')}
          data={authorsOf(all.data?.data)}
          value={filters.userId === undefined ? null : String(filters.userId)}
          onChange={(value) => set({ userId: value ? Number(value) : undefined })}
          clearable
          w={240}
        />
        <DayInput
          invalid="keep"
          label={t('detail.history.filters.from')}
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.currentTarget.value || undefined })}
          w={170}
        />
        <DayInput
          invalid="keep"
          label={t('detail.history.filters.to')}
          value={filters.to ?? ''}
          onChange={(event) => set({ to: event.currentTarget.value || undefined })}
          error={invertedPeriod ? t('detail.history.filters.invertedPeriod') : undefined}
          w={170}
        />
        {filtering && (
          <Button variant="subtle" onClick={() => setFilters({})}>
            {t('detail.history.filters.reset')}
          </Button>
        )}
      </Group>
      <RelatedTable<Change>
        query={filtered}
        caption={t('detail.history.title')}
        emptyText={filtering ? t('detail.history.noMatch') : t('detail.history.empty')}
        rowKey={(row) => row.id}
        columns={[
          { label: t('detail.history.date'), render: (row) => formatDateTime(row.occurredAt) },
          {
            label: t('detail.history.user'),
            render: (row) => (row.user ? authorName(row.user) : t('detail.history.system')),
          },
          {
            label: t('detail.history.kind'),
            render: (row) => t(`detail.history.kinds.${row.kind}`),
          },
          {
            label: t('detail.history.changes'),
            render: (row) => (
              <List size="sm" listStyleType="none" spacing={2}>
                {row.changes.map((change) => (
                  <List.Item key={change.field}>
                    <Text span size="sm" fw={500}>
                      {fieldLabel(change.field)}
                    </Text>{' '}
                    : {shown(change.field, change.before)} → {shown(change.field, change.after)}
                  </List.Item>
                ))}
              </List>
            ),
          },
        ]}
      />
    </Stack>
  );
}
