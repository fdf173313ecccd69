import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { User, UserManager } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import { DeferredNotifications } from '../components/feedback/DeferredNotifications.tsx';
import { readSigninState } from '../lib/auth.ts';
import { TOAST_FADE_MS } from '../lib/toasts.tsx';
import type { AppRouter } from './router.ts';
import { cssVariablesResolver, theme } from './theme.ts';

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  userManager: UserManager;
}

export function App({ router, queryClient, userManager }: AppProps) {
  // Back from the identity provider on /login: go where the user wanted to go.
  const onSigninCallback = (user: User | undefined) => {
    const returnTo = readSigninState(user?.state)?.returnTo ?? '/';
    void router.navigate({ href: returnTo, replace: true });
  };

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredNotifications
        position="top-right"
        transitionDuration={TOAST_FADE_MS}
        limit={5}
        zIndex={1000}
      />
      <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthProvider>
    </MantineProvider>
  );
}
