import { Stack, Text, Title } from '@mantine/core';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { PendingPage } from '../../../components/errors/PendingPage.tsx';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { useMe } from '../api/get-me.ts';

/**
 * The back-office screens are for staff roles only. A user without one (an establishment leader) sees why,
 * instead of screens whose every call the API refuses with 403 — which would reload the page.
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PendingPage />;
  // An establishment leader's place is the onboarding area (spec §6).
  if (me.data && !me.data.staffRole && me.data.isLeader) {
    return <Navigate to={ROUTE_PATHS['onboarding-my-account']} replace />;
  }
  if (me.data && !me.data.staffRole) return <NoBackOfficeAccess email={me.data.email} />;
  return children;
}

function NoBackOfficeAccess({ email }: { email: string }) {
  const { t } = useTranslation();
  usePageTitle(t('auth.noAccess.title'));
  return (
    <Stack align="center" gap="md" py="xl" maw={560} mx="auto" ta="center">
      <Title order={1} size="h2">
        {t('auth.noAccess.title')}
      </Title>
      <Text>{t('auth.noAccess.message', { email })}</Text>
      <ButtonLink to={ROUTE_PATHS.logout} variant="light">
        {t('auth.noAccess.logout')}
      </ButtonLink>
    </Stack>
  );
}
