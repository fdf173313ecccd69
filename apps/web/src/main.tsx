import { configureApiClient } from '@vetbo/api-client/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { createSessionReset } from './app/session.ts';
import {
  completeSilentSignin,
  createUserManager,
  getAccessToken,
  isSilentSigninFrame,
  restoreSession,
} from './lib/auth.ts';
import { configureErrorReporter, installGlobalErrorHandlers } from './lib/error-reporter.ts';
import { currentLocale, initI18n } from './lib/i18n.ts';
import { acceptLanguage, readLocaleCookie } from './lib/locale.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';

async function start(root: HTMLElement): Promise<void> {
  installGlobalErrorHandlers();
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n(readLocaleCookie())]);
  const userManager = createUserManager(config);
  await restoreSession(userManager);
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getAccessToken,
    getAcceptLanguage: () => acceptLanguage(currentLocale()),
  });
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  configureErrorReporter({
    stage: config.stage,
    onUnauthorized: createSessionReset(userManager, queryClient, router),
  });

  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} userManager={userManager} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (isSilentSigninFrame()) {
  // The hidden iframe of a silent sign-in: pass the answer up, render nothing.
  completeSilentSignin().catch((error: unknown) => console.error(error));
} else if (root) {
  start(root).catch((error: unknown) => {
    console.error(error);
    root.textContent = 'Vetbo could not start. Please reload the page.';
  });
}
