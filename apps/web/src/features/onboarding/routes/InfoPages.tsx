import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';

/** /onboarding/portal: announced, not built yet (contracts and invoices come with their issues). */
export function PortalPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('onboarding.portal.title'));
  return (
    <Stack gap="sm">
      <Title order={1}>{t('onboarding.portal.title')}</Title>
      <Text>{t('onboarding.portal.soon')}</Text>
    </Stack>
  );
}
