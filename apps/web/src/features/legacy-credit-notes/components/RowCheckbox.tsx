import { Box, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelection } from './selection.tsx';

/** An UNTREATED note's tick for "Marquer comme traités" (its click does not open the note). */
export function RowCheckbox({ note }: { note: { id: number; documentCode: string } }) {
  const { t } = useTranslation();
  const selection = useSelection();
  return (
    <Box onClick={(event) => event.stopPropagation()} data-write-area="accounting">
      <Checkbox
        aria-label={t('legacyCreditNotes.list.select', { code: note.documentCode })}
        checked={selection.ids.has(note.id)}
        onChange={() => selection.toggle(note.id)}
      />
    </Box>
  );
}
