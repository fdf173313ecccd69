import { Badge, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../app/layout/LanguageSwitch.tsx';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { MainLandmarkProvider } from '../../../components/layout/MainLandmark.tsx';
import { Logo } from '../../../components/ui/Logo.tsx';
import { AnchorLink, ButtonLink } from '../../../components/ui/links.tsx';
import { useMe } from '../../auth/public.ts';
import { useOnboarding } from '../api/get-onboarding.ts';

/**
 * Spec §2.8, onboarding layout: the user's name, a sign-out link and three pills — "Mon compte",
 * "Mandats" (with the number of accounts whose mandate is to sign) and "Portail"; the fr / en switch.
 * The pages sit in the layout's one `main` landmark (the error pages inside it do not add their own).
 */
export function OnboardingLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const onboarding = useOnboarding();
  const pending = onboarding.data?.pendingMandateCount ?? 0;
  const pill = { variant: 'light', radius: 'xl', size: 'sm', activeOptions: { exact: true } } as const;
  return (
    <Box>
      <Box
        component="header"
        py="sm"
        px="md"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Logo />
            <Text fw={600}>{t('onboarding.title')}</Text>
          </Group>
          <Group gap="md">
            <LanguageSwitch />
            <Text size="sm">{me.data?.displayName}</Text>
            <AnchorLink to={ROUTE_PATHS.logout} size="sm">
              {t('onboarding.logout')}
            </AnchorLink>
          </Group>
        </Group>
      </Box>
      <Container size="md" py="lg">
        <Stack gap="lg">
          <Group component="nav" aria-label={t('onboarding.nav')} gap="xs">
            <ButtonLink to={ROUTE_PATHS['onboarding-my-account']} {...pill}>
              {t('onboarding.myAccount')}
            </ButtonLink>
            <ButtonLink
              to={ROUTE_PATHS['onboarding-mandates']}
              {...pill}
              rightSection={
                pending > 0 ? (
                  <Badge
                    size="sm"
                    circle
                    color="red.9"
                    aria-label={t('onboarding.pendingBadge', { count: pending })}
                  >
                    {pending}
                  </Badge>
                ) : undefined
              }
            >
              {t('onboarding.mandates')}
            </ButtonLink>
            <ButtonLink to={ROUTE_PATHS['onboarding-portal']} {...pill}>
              {t('onboarding.portal.title')}
            </ButtonLink>
          </Group>
          <Box component="main" id="main-content">
            <MainLandmarkProvider>
              <Outlet />
            </MainLandmarkProvider>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
