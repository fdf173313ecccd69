import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { saveJson } from '../../lib/download-file.ts';
import type { ErrorReport } from '../../lib/error-report.ts';
import { errorReportFilename } from '../../lib/error-report.ts';

interface ErrorToastContentProps {
  message: string;
  code: number | undefined;
  report: ErrorReport;
  onDismiss: () => void;
}

export function ErrorToastContent({ message, code, report, onDismiss }: ErrorToastContentProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt={4}>
      <Text size="sm" c="dark.7">
        {message}
      </Text>
      {code !== undefined && (
        <Text size="xs" c="dark.6">
          {t('errors.toast.code')} <Code>{code}</Code>
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => saveJson(report, errorReportFilename())}>
          {t('errors.toast.downloadReport')}
        </Button>
        <Button size="xs" variant="subtle" color="dark" onClick={onDismiss}>
          {t('errors.toast.dismiss')}
        </Button>
      </Group>
    </Stack>
  );
}
