import { describe, expect, it } from 'vitest';
import {
  endSessionUrl,
  signedIn,
  silentSignIn,
  useSignOutWorld,
} from '../support/factories/sign-out-world.ts';

useSignOutWorld();

describe('[SECURITY] signing out at the provider', () => {
  it('only asks for confirmation when a link without an ID token comes to sign the user out', async () => {
    const { browser } = await signedIn('alice@vetbo.test');
    const page = await browser.get(endSessionUrl());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Se déconnecter de Vetbo ?');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('name="logout" value="yes" form=');
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(await silentSignIn(browser)).toBe('code');
  });

  it('only asks for confirmation when the ID token is someone else’s', async () => {
    const { idToken: mallorysToken } = await signedIn('mallory@vetbo.test');
    const { browser } = await signedIn('alice@vetbo.test');
    const html = await (await browser.get(endSessionUrl(mallorysToken))).text();
    expect(html).toContain('Se déconnecter de Vetbo ?');
    expect(html).not.toContain('<script');
    expect(await silentSignIn(browser)).toBe('code');
  });

  it('refuses an ID token it did not sign', async () => {
    const { browser, idToken } = await signedIn('alice@vetbo.test');
    const [header, payload] = idToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const page = await browser.get(endSessionUrl(forged));
    expect(page.status).toBe(400);
    expect(await page.text()).not.toContain('<script');
    expect(await silentSignIn(browser)).toBe('code');
  });
});
