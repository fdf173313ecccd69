// "Se déconnecter" ends the provider's session (RP-initiated logout): the app sends the user to the
// end_session endpoint with their own ID token, the session ends without a further click, and the next
// sign-in asks for the password again. A request without that proof (a link from anywhere) only gets
// the confirmation page: it cannot sign anyone out by itself.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { location } from '../support/factories/oidc-world.ts';
import {
  endSessionUrl,
  server,
  signedIn,
  silentSignIn,
  useSignOutWorld,
} from '../support/factories/sign-out-world.ts';

useSignOutWorld();

const xsrfOf = (page: string) => page.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';

describe('[SECURITY] signing out at the provider', () => {
  it('ends the session at once with the user’s own ID token, so the next sign-in asks for the password', async () => {
    const { browser, idToken } = await signedIn('alice@vetbo.test');
    expect(await silentSignIn(browser)).toBe('code');

    const page = await browser.get(endSessionUrl(idToken));
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page sends the sign-out form by itself (logout=yes), its one script allowed by its hash only.
    expect(html).toContain('<input type="hidden" name="logout" value="yes" form="op.logoutForm">');
    const script = html.match(/<script>([^<]*)<\/script>/)?.[1];
    expect(script).toBe("document.getElementById('op.logoutForm').submit();");
    const digest = createHash('sha256')
      .update(script ?? '')
      .digest('base64');
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'sha256-${digest}'`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    // What the browser sends when the script submits the form.
    const confirm = await browser.postForm('/oidc/session/end/confirm', {
      xsrf: xsrfOf(html),
      logout: 'yes',
    });
    expect(confirm.status).toBe(303);
    expect(location(confirm)).toBe(`${server.baseUrl}/`);
    expect(await silentSignIn(browser)).toBe('login_required');
  });
});
