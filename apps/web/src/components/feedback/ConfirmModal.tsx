import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What the action does, in a sentence naming the record. */
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting (default "Annuler"). */
  cancelLabel?: string;
  /** Why the action failed or cannot go on: an error (red) or a warning (orange) above the buttons. */
  alert?: { text: string; tone?: 'error' | 'warning' };
  /** A destructive action (red confirm button), the default; false for a neutral confirmation. */
  danger?: boolean;
  pending?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * The confirmation before an action that cannot be undone (delete, cancel, revoke, anonymise): a
 * sentence, an optional alert, then the focused "cancel" and the confirm button. One look everywhere.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  alert,
  danger = true,
  pending = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
  'data-testid': testId,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid={testId}>
        <Text size="sm">{children}</Text>
        {alert && (
          <Text size="sm" c={alert.tone === 'warning' ? 'orange.9' : 'red.9'} role="alert">
            {alert.text}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            color={danger ? 'red.9' : undefined}
            loading={pending}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
