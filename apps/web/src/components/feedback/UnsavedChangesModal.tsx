import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesModalProps {
  opened: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}

/** Spec §2.10: leaving a side panel with unsaved changes offers "Abandonner" or "Conserver". */
export function UnsavedChangesModal({ opened, onDiscard, onKeep }: UnsavedChangesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={t('unsaved.title')}
      centered
      zIndex={400}
      withCloseButton={false}
      data-testid="unsaved-changes-modal"
    >
      <Text size="sm">{t('unsaved.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          {t('unsaved.keep')}
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          {t('unsaved.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
