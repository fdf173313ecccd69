import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { ButtonLink } from '../../../components/ui/links.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { getUserManager, signOut } from '../../../lib/auth.ts';

/**
 * "Se déconnecter" ends the session at the identity provider too (RP-initiated logout, lib/auth.ts
 * signOut), which returns to `/`: the next visit asks for the password. A provider without a sign-out
 * endpoint keeps its session: this page says so instead of signing the user straight back in.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signingOut'));
  const queryClient = useQueryClient();
  const [providerSessionKept, setProviderSessionKept] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    queryClient.clear();
    void signOut(getUserManager()).then((outcome) => {
      if (outcome === 'provider-session-kept') setProviderSessionKept(true);
    });
  }, [queryClient]);

  if (providerSessionKept) {
    return (
      <Center component="main" mih="100vh" p="md">
        <Stack align="center" gap="md" maw={520} ta="center">
          <Title order={1} size="h3">
            {t('auth.signedOut.title')}
          </Title>
          <Text>{t('auth.signedOut.providerSessionKept')}</Text>
          <ButtonLink to={ROUTE_PATHS.index} variant="light">
            {t('auth.signedOut.signInAgain')}
          </ButtonLink>
        </Stack>
      </Center>
    );
  }
  return (
    <Center component="main" mih="100vh">
      <Loader role="status" aria-label={t('auth.signingOut')} />
    </Center>
  );
}
