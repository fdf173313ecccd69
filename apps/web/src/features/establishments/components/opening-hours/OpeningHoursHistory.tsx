import { List, Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { useTranslation } from 'react-i18next';
import { RelatedTable } from '../../../../components/detail/RelatedTable.tsx';
import { useChangeHistory } from '../../../../components/detail/use-change-history.ts';
import { formatDate, formatDateTime } from '../../../../lib/format-date.ts';
import { type HistoryLine, openingHoursHistoryLines } from './opening-hours-format.ts';

type Weekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/**
 * The history of the opening hours, readable: the days whose ranges changed ("Lundi : Fermé →
 * 08:30–12:00") and the closures before → after, instead of the stored lists as JSON.
 */
export function OpeningHoursHistory({ establishmentId }: { establishmentId: number }) {
  const { t } = useTranslation();
  const closed = t('establishmentExtras.openingHours.closed');
  const none = t('establishmentExtras.openingHours.history.noClosure');
  const describe = (line: HistoryLine) => {
    if (line.kind === 'day') {
      const show = (ranges: string[]) => (ranges.length > 0 ? ranges.join(', ') : closed);
      return {
        label: t(`establishmentExtras.weekdays.${String(line.dayOfWeek) as Weekday}`),
        before: show(line.before),
        after: show(line.after),
      };
    }
    const show = (closures: { fromDate: string; toDate: string; label: string }[]) =>
      closures.length > 0
        ? closures.map((c) => `${c.label} (${formatDate(c.fromDate)} → ${formatDate(c.toDate)})`).join(' ; ')
        : none;
    return {
      label: t('establishmentExtras.openingHours.history.closures'),
      before: show(line.before),
      after: show(line.after),
    };
  };
  return (
    <RelatedTable<Schema<'Change'>>
      query={useChangeHistory('veterinary_establishment_opening_hours', establishmentId)}
      caption={t('detail.history.title')}
      emptyText={t('detail.history.empty')}
      rowKey={(row) => row.id}
      columns={[
        { label: t('detail.history.date'), render: (row) => formatDateTime(row.occurredAt) },
        {
          label: t('detail.history.user'),
          render: (row) =>
            row.user ? `${row.user.firstName} ${row.user.lastName}` : t('detail.history.system'),
        },
        {
          label: t('detail.history.changes'),
          render: (row) => (
            <List size="sm" listStyleType="none" spacing={2}>
              {openingHoursHistoryLines(row.changes).map((line) => {
                const { label, before, after } = describe(line);
                return (
                  <List.Item key={label}>
                    <Text span size="sm" fw={500}>
                      {label}
                    </Text>{' '}
                    : {before} → {after}
                  </List.Item>
                );
              })}
            </List>
          ),
        },
      ]}
    />
  );
}
