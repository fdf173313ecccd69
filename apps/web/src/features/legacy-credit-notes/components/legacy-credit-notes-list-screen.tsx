import { Text } from '@mantine/core';
import type { Schema } from '@vetbo/api-client/client';
import { lazyComponent } from '../../../app/lazy-page.ts';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AmountCell, OneLineCell } from '../../../components/data/list-cells.tsx';
import { defineListScreen, type ListFiltersProps } from '../../../components/data/list-screen.ts';
import { useMayWrite } from '../../../components/permissions/use-may-write.ts';
import { Placeholder } from '../../../components/ui/Placeholder.tsx';
import { formatDateTime, formatDay } from '../../../lib/format-date.ts';
import { useLegacyCreditNotes } from '../api/legacy-credit-notes.ts';
import { type LegacyCreditNotesSearch, legacyCreditNotesListUrl } from '../search-params.ts';

export type LegacyCreditNote = Schema<'LegacyEstablishmentCreditNote'>;

// Inputs and side panels come after the rows (first-paint budget): the drawer only once one is open, the
// ticks and the bulk actions (Mantine's Checkbox and Input) once the rows are drawn.
const RowCheckbox = lazyComponent(() => import('./RowCheckbox.tsx').then((m) => m.RowCheckbox));
const LegacyCreditNotesActions = lazyComponent(() =>
  import('./LegacyCreditNotesActions.tsx').then((m) => m.LegacyCreditNotesActions),
);
const LegacyCreditNoteDrawer = lazyComponent(() =>
  import('./LegacyCreditNoteDrawer.tsx').then((m) => m.LegacyCreditNoteDrawer),
);

/** The creation (`?panel=new`) or the note open (`?note=`) in the side panel. */
function Panels({ search, onChange }: ListFiltersProps<LegacyCreditNotesSearch>) {
  const onClose = () => onChange({ panel: undefined, note: undefined });
  if (search.panel === 'new') return <LegacyCreditNoteDrawer onClose={onClose} />;
  return search.note === undefined ? null : <LegacyCreditNoteDrawer id={search.note} onClose={onClose} />;
}

const STATUS_COLORS = { UNTREATED: 'dark.4', TREATED: 'teal.9' } as const;

/** A writer ticks the UNTREATED notes to mark them treated together (the rows' click opens the note). */
const useSelectionColumn = () => useMayWrite('accounting');

/** /overview/billing/legacyCreditNotes: the former system's credit notes until the accounting treats them. */
export const legacyCreditNotesListScreen = defineListScreen<
  LegacyCreditNote,
  LegacyCreditNotesSearch,
  boolean
>({
  useList: useLegacyCreditNotes,
  url: legacyCreditNotesListUrl,
  texts: (t) => ({
    title: t('legacyCreditNotes.title'),
    total: (count) => t('legacyCreditNotes.list.total', { count }),
  }),
  useExtra: useSelectionColumn,
  columns: (t, mayWrite) => [
    ...(mayWrite
      ? [
          {
            key: 'selected',
            hiddenLabel: true,
            label: t('legacyCreditNotes.list.selected'),
            render: (note: LegacyCreditNote) =>
              note.accountingStatus === 'UNTREATED' ? <RowCheckbox note={note} /> : null,
          },
        ]
      : []),
    {
      key: 'documentCode',
      label: t('legacyCreditNotes.fields.documentCode'),
      sort: 'documentCode',
      link: true,
      render: (note) => <OneLineCell strong>{note.documentCode}</OneLineCell>,
    },
    {
      key: 'documentDate',
      label: t('legacyCreditNotes.fields.documentDate'),
      sort: 'documentDate',
      render: (note) => formatDay(note.documentDate),
    },
    {
      key: 'establishment',
      label: t('legacyCreditNotes.fields.establishment'),
      render: (note) => `${note.veterinaryEstablishmentName} (${note.veterinaryEstablishmentPrivilegedCode})`,
    },
    {
      key: 'documentType',
      label: t('legacyCreditNotes.fields.documentType'),
      render: (note) => t(`legacyCreditNotes.types.${note.documentType}`),
    },
    {
      key: 'unitPriceWithVat',
      label: t('legacyCreditNotes.fields.unitPriceWithVat'),
      sort: 'unitPriceWithVat',
      render: (note) => <AmountCell cents={note.unitPriceWithVat} />,
    },
    {
      key: 'accountingStatus',
      label: t('legacyCreditNotes.fields.accountingStatus'),
      sort: 'accountingStatus',
      render: ({ accountingStatus }) => (
        <Text span size="sm" fw={500} c={STATUS_COLORS[accountingStatus]} data-status={accountingStatus}>
          {t(`legacyCreditNotes.statuses.${accountingStatus}`)}
        </Text>
      ),
    },
    {
      key: 'treated',
      label: t('legacyCreditNotes.fields.treated'),
      render: (note) =>
        note.treatedDate
          ? [formatDateTime(note.treatedDate), note.moderationUserName].filter(Boolean).join(' · ')
          : '',
    },
  ],
  filters: lazyComponent(() =>
    import('./LegacyCreditNotesFilters.tsx').then((m) => m.LegacyCreditNotesFilters),
  ),
  filtersWidth: 960,
  filtersPlaceholder: <Placeholder h={58} />,
  actions: LegacyCreditNotesActions,
  open: ({ id }) => ({
    to: ROUTE_PATHS['overview-billing-legacyCreditNotes'],
    search: (previous) => ({ ...previous, note: id, panel: undefined }),
  }),
  after: Panels,
});
