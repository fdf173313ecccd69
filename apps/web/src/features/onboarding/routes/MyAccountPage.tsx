import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { useOnboarding } from '../api/get-onboarding.ts';
import { MandateStateBadge } from '../components/MandateStateBadge.tsx';

/** /onboarding/my-account: the establishments the user leads, each with the state of its mandates. */
export function MyAccountPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('onboarding.account.title'));
  const onboarding = useOnboarding();
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.account.title')}</Title>
      <Text c="dark.6">{t('onboarding.account.intro')}</Text>
      {onboarding.isPending ? (
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      ) : onboarding.isError ? (
        <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.account.loadError')} />
      ) : onboarding.data.establishments.length === 0 ? (
        <Text fw={500}>{t('onboarding.account.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
          {onboarding.data.establishments.map((establishment) => (
            <Paper key={establishment.id} withBorder p="md" radius="sm" component="li">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={600}>
                    {establishment.name} ({establishment.privilegedCode})
                  </Text>
                  <Text size="sm" c="dark.6">
                    {establishment.legalStructure
                      ? `${t('onboarding.account.structure')} : ${establishment.legalStructure.socialReason}`
                      : t('onboarding.account.noStructure')}
                  </Text>
                </Stack>
                <MandateStateBadge
                  legalStructureId={establishment.legalStructure?.id}
                  billingAccounts={onboarding.data.billingAccounts}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
