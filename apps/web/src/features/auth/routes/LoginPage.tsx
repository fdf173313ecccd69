import { Alert, Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { preloadLandingScreens } from '../../../app/route-tree.ts';
import { Logo } from '../../../components/ui/Logo.tsx';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';
import { readSigninState, type SigninState } from '../../../lib/auth.ts';

const route = getRouteApi('/{-$locale}/login');
const LANDING_KEY = 'vetbo.landing';

/**
 * Spec §6: /login starts the code + PKCE flow and is also the callback address. The callback itself
 * is processed by the AuthProvider, whose onSigninCallback sends the user back where they were.
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.title'));
  const auth = useAuth();
  const navigate = useNavigate();
  const { redirect } = route.useSearch();
  const { pathname } = useLocation();
  const started = useRef(false);
  const returnTo = readSigninState({ returnTo: redirect })?.returnTo ?? '/';
  useEffect(() => {
    if (hasAuthParams()) preloadLandingScreens(sessionStorage.getItem(LANDING_KEY) ?? '/');
  }, []);

  const signIn = () => {
    const state: SigninState = { returnTo };
    // Read back on the callback, before the provider's state is, to preload the screen landed on.
    sessionStorage.setItem(LANDING_KEY, returnTo);
    void auth.signinRedirect({ state });
  };

  // Runs after every render: the auth state settles asynchronously and `started` keeps it to one redirect.
  useEffect(() => {
    // Once the callback has sent the user on, this page may render a moment longer: stay quiet.
    if (!/\/login$/.test(pathname)) return;
    if (auth.isLoading || auth.error || hasAuthParams()) return;
    if (auth.isAuthenticated && !auth.user?.expired) {
      void navigate({ href: returnTo, replace: true });
    } else if (!started.current) {
      started.current = true;
      signIn();
    }
  });

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Box
        p="xl"
        w={380}
        // A bordered card drawn with the theme's variables: Paper would add its code to the first paint.
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          boxShadow: 'var(--mantine-shadow-sm)',
          background: 'var(--mantine-color-body)',
        }}
      >
        <Stack align="center" gap="md">
          <Logo />
          <Title order={1} size="h3">
            {t('auth.title')}
          </Title>
          {auth.error ? (
            <>
              <Alert color="red.9" variant="outline" title={t('auth.error')} w="100%">
                {auth.error.message}
              </Alert>
              <Button onClick={signIn}>{t('common.retry')}</Button>
            </>
          ) : (
            <>
              <Loader role="status" aria-label={t('common.loading')} />
              <Text size="sm" c="dimmed" role="status">
                {hasAuthParams() ? t('auth.signingIn') : t('auth.redirecting')}
              </Text>
            </>
          )}
        </Stack>
      </Box>
    </Center>
  );
}
