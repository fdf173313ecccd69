import type { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { ROUTE_PATHS } from './route-names.ts';
import type { AppRouter } from './router.ts';

/**
 * Spec §6: the session is reset on an authentication error (401): the user is dropped locally and
 * sent through /login, which brings them back to the same page after signing in again.
 */
export function createSessionReset(userManager: UserManager, queryClient: QueryClient, router: AppRouter) {
  let resetting = false;
  return async () => {
    if (resetting) return;
    resetting = true;
    try {
      const redirect = router.state.location.href;
      await userManager.removeUser();
      queryClient.clear();
      await router.navigate({ to: ROUTE_PATHS.login, search: { redirect }, replace: true });
    } finally {
      resetting = false;
    }
  };
}
