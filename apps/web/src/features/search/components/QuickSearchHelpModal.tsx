import { List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QuickSearchHelpModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Spec §2.9: the help button shows the "search" content page. */
export function QuickSearchHelpModal({ opened, onClose }: QuickSearchHelpModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('search.help.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">{t('search.help.intro')}</Text>
        <List size="sm" spacing="xs">
          <List.Item>{t('search.help.establishments')}</List.Item>
          <List.Item>{t('search.help.workgroups')}</List.Item>
          <List.Item>{t('search.help.users')}</List.Item>
        </List>
        <Text size="sm">{t('search.help.normalisation')}</Text>
        <Text size="sm">{t('search.help.keyboard')}</Text>
      </Stack>
    </Modal>
  );
}
