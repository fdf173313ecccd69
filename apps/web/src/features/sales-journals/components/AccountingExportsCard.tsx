import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { WriteAction } from '../../../components/permissions/WriteAction.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { usePanelSearch } from '../../../hooks/usePanelSearch.ts';
import { type ExportPanel, exportPanelOf } from '../export-requests.ts';
import { useSalesJournalsText } from '../messages.ts';
import { FecDrawer } from './FecDrawer.tsx';
import { SalesJournalDrawer } from './SalesJournalDrawer.tsx';

/**
 * The billing overview's "Exports comptables": the sales journal's and the FEC's panels, opened from the URL
 * (`?panel=sales-journal`, `?panel=fec`) so that a link or a reload opens them again.
 */
export function AccountingExportsCard() {
  const text = useSalesJournalsText();
  const panel = exportPanelOf((useSearch({ strict: false }) as { panel?: unknown }).panel);
  const openPanel = usePanelSearch<ExportPanel>();
  const close = () => openPanel(undefined);

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="accounting-exports-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="accounting-exports-title">
            {text('salesJournals.card.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {text('salesJournals.card.intro')}
          </Text>
        </div>
        <WriteAction area="moneyFiles">
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<Icon name="download" size={16} />}
              onClick={() => openPanel('sales-journal')}
            >
              {text('salesJournals.card.salesJournal')}
            </Button>
            <Button
              variant="default"
              leftSection={<Icon name="download" size={16} />}
              onClick={() => openPanel('fec')}
            >
              {text('salesJournals.card.fec')}
            </Button>
          </Group>
        </WriteAction>
      </Stack>
      <SalesJournalDrawer opened={panel === 'sales-journal'} onClose={close} />
      <FecDrawer opened={panel === 'fec'} onClose={close} />
    </Paper>
  );
}
