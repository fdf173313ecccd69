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
    <Alert color="orange.9" variant="outline" title={t('stale.title')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
          {t('stale.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}
