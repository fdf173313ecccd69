import { Browser, exchangeCode, location, pkcePair, signIn, startSignIn } from './oidc-client.ts';

/**
 * Signs in as the web app does and keeps the browser: its provider session cookie stays in the jar, so a
 * test can check whether the next authorization still needs the password.
 */
export async function signedInBrowser(baseUrl: string, email: string, password: string) {
  const browser = new Browser(baseUrl);
  const { verifier, challenge } = pkcePair();
  const passwordStep = await signIn(browser, await startSignIn(browser, challenge), email, password);
  if (passwordStep.status !== 303) throw new Error(`password step answered ${passwordStep.status}`);
  const callback = await browser.get(location(passwordStep));
  const code = new URL(location(callback)).searchParams.get('code');
  if (!code) throw new Error(`no authorization code for ${email}`);
  const response = await exchangeCode(baseUrl, code, verifier);
  const { access_token: token, id_token: idToken } = (await response.json()) as {
    access_token: string;
    id_token: string;
  };
  return { browser, token, idToken };
}
