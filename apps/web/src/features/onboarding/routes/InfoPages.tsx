import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { AnchorLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { markPrimaryContentShown } from '../../../lib/first-paint.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useOnboarding } from '../api/get-onboarding.ts';
import { MyInvoices } from '../components/MyInvoices.tsx';

/** /onboarding/portal: the documents the user is asked to sign (contracts, mandates), then their invoices. */
export function PortalPage() {
  useEffect(markPrimaryContentShown, []);
  const { t } = useTranslation();
  usePageTitle(t('onboarding.portal.title'));
  const onboarding = useOnboarding();
  const pending = onboarding.data?.pendingSignatures ?? [];
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.portal.title')}</Title>
      <Title order={2} size="h4">
        {t('onboarding.portal.toSign')}
      </Title>
      {onboarding.isPending ? (
        <Loader type="dots" role="status" aria-label={t('common.loading')} />
      ) : onboarding.isError ? (
        <Alert color="red.9" variant="outline" role="alert" title={t('onboarding.account.loadError')} />
      ) : pending.length === 0 ? (
        <Text>{t('onboarding.portal.nothingToSign')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
          {pending.map((signature) => (
            <Paper key={signature.signerId} withBorder p="sm" radius="sm" component="li">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Badge variant="default" radius="sm" tt="none">
                      {t(`onboarding.portal.kinds.${signature.kind}`)}
                    </Badge>
                    <Text fw={500}>{signature.name}</Text>
                  </Group>
                  {signature.expirationDate && (
                    <Text size="sm" c="dark.6">
                      {t('onboarding.portal.until', { date: formatDateTime(signature.expirationDate) })}
                    </Text>
                  )}
                </Stack>
                {signature.provider === 'BUILT_IN' ? (
                  <AnchorLink
                    to={ROUTE_PATHS['onboarding-signature']}
                    params={{ signerId: String(signature.signerId) }}
                    aria-label={t('onboarding.portal.signLabel', { name: signature.name })}
                  >
                    {t('onboarding.portal.sign')}
                  </AnchorLink>
                ) : (
                  <Text size="sm">{t('onboarding.mandatesPage.atYousign')}</Text>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Title order={2} size="h4">
        {t('onboarding.invoices.title')}
      </Title>
      <MyInvoices />
    </Stack>
  );
}
