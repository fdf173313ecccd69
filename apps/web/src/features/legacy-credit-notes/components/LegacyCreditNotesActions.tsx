import { Button, Checkbox, Group } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { showSuccessToast } from '../../../lib/toasts.tsx';
import {
  useExportLegacyCreditNotes,
  useLegacyCreditNotes,
  useMarkTreated,
} from '../api/legacy-credit-notes.ts';
import type { LegacyCreditNotesSearch } from '../search-params.ts';
import { useSelection } from './selection.tsx';

/** Beside the title: the page's selection and "Marquer comme traités" (writers), the export, "Nouvel avoir". */
export function LegacyCreditNotesActions({ search }: { search: LegacyCreditNotesSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selection = useSelection();
  const markTreated = useMarkTreated();
  const exportList = useExportLegacyCreditNotes();
  const untreated = (useLegacyCreditNotes(search).data?.data ?? [])
    .filter((note) => note.accountingStatus === 'UNTREATED')
    .map((note) => note.id);
  const ticked = untreated.filter((id) => selection.ids.has(id)).length;
  const count = selection.ids.size;

  const mark = () =>
    markTreated.mutate([...selection.ids], {
      onSuccess: () => {
        showSuccessToast(t('legacyCreditNotes.list.marked', { count }));
        selection.clear();
      },
    });

  return (
    <Group gap="sm" align="center">
      <WriteAction area="accounting">
        <Checkbox
          label={t('legacyCreditNotes.list.selectPage')}
          disabled={untreated.length === 0}
          checked={untreated.length > 0 && ticked === untreated.length}
          indeterminate={ticked > 0 && ticked < untreated.length}
          onChange={(event) => selection.set(untreated, event.currentTarget.checked)}
        />
        <Button disabled={count === 0} loading={markTreated.isPending} onClick={mark}>
          {t('legacyCreditNotes.list.markTreated', { count })}
        </Button>
      </WriteAction>
      <Button
        variant="default"
        leftSection={<Icon name="download" size={16} />}
        loading={exportList.isPending}
        onClick={() => exportList.mutate(search)}
      >
        {t('legacyCreditNotes.list.export')}
      </Button>
      <WriteAction area="accounting">
        <Button
          leftSection={<Icon name="plus" size={16} />}
          onClick={() =>
            void navigate({
              to: ROUTE_PATHS['overview-billing-legacyCreditNotes'],
              search: (previous: Record<string, unknown>) => ({ ...previous, panel: 'new', note: undefined }),
            } as never)
          }
        >
          {t('legacyCreditNotes.list.create')}
        </Button>
      </WriteAction>
    </Group>
  );
}
