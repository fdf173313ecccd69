import { Box, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelection } from './selection.tsx';

/** A row's tick for the bulk PDF download (its click does not open the document). */
export function RowCheckbox({ document }: { document: { id: number; number: string } }) {
  const { t } = useTranslation();
  const selection = useSelection();
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Checkbox
        aria-label={t('billingDocuments.list.select', { number: document.number })}
        checked={selection.ids.has(document.id)}
        onChange={() => selection.toggle(document)}
      />
    </Box>
  );
}
