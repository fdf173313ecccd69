import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WriteMark } from '../../../components/permissions/WriteAction.tsx';
import { useSalesJournalsText } from '../messages.ts';

interface ExportPanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the file holds, above the fields. */
  intro: string;
  testId: string;
  /** A download under way: the panel stays open and its buttons wait. */
  busy: boolean;
  /** What no field shows (the download's failure, refusals of other fields), one alert. */
  errors: readonly (string | undefined)[];
  onSubmit: () => void;
  children: ReactNode;
}

/** The accounting exports' side panel: the text, the fields, what went wrong, "Annuler" and "Exporter". */
export function ExportPanel({
  opened,
  onClose,
  title,
  intro,
  testId,
  busy,
  errors,
  onSubmit,
  children,
}: ExportPanelProps) {
  const { t } = useTranslation();
  const text = useSalesJournalsText();
  const shown = errors.filter(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Drawer
      opened={opened}
      onClose={() => !busy && onClose()}
      position="right"
      size="md"
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Text size="sm" c="dimmed">
            {text('salesJournals.access')}
          </Text>
          {children}
          {shown.length > 0 && (
            <Alert color="red.9" variant="outline" role="alert">
              {shown.join('\n')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <WriteMark area="moneyFiles">
              <Button type="submit" loading={busy}>
                {text('salesJournals.submit')}
              </Button>
            </WriteMark>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
