import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface StaleRecordAlertProps {
  /** Says what was changed by someone else, e.g. "…modifié cette structure juridique…". */
  message: string;
  onReload: () => void;
  reloading?: boolean;
}

/** A 412 answer: the form's version is outdated; reloading takes the current one (and drops the edits). */
export function StaleRecordAlert({ message, onReload, reloading }: StaleRecordAlertProps) {
  const { t } = useTranslation();
  return (
    // The orange border marks a warning; the title keeps the text colour (orange.9 on white is 4.29:1,
    // under the 4.5:1 that axe requires for text).
    <Alert
      color="orange.9"
      variant="outline"
      title={t('stale.title')}
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
          {t('stale.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
