import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PendingPage() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
