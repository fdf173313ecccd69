import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { ROUTE_PATHS } from '../../../app/route-names.ts';
import { usePageTitle } from '../../../hooks/usePageTitle.ts';

/** Spec §6: there is no logout endpoint; the session is dropped locally, then the user goes to /. */
export function LogoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signingOut'));
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void auth.removeUser().then(() => {
      queryClient.clear();
      void navigate({ to: ROUTE_PATHS.index, replace: true });
    });
  }, [auth, navigate, queryClient]);

  return (
    <Center component="main" mih="100vh">
      <Loader role="status" aria-label={t('auth.signingOut')} />
    </Center>
  );
}
