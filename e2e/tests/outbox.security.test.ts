import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, launchBrowser } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe('[MAIL] forgot password and the outbox screen', () => {
  it('is not offered to a MODERATOR', async ({ expect }) => {
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByRole('navigation').getByRole('link', { name: 'Établissements' }).waitFor();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Messages envoyés' }).count()).toBe(
      0,
    );
    await context.close();
  });

  it('answers a MODERATOR who types its address with the forbidden page, without asking the API', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, moderator);
    const outboxCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/outbox')) outboxCalls.push(request.url());
    });
    await page.goto(`${appUrl()}/overview/outbox`);
    await page.getByRole('heading', { name: 'Accès non autorisé' }).waitFor();
    expect(await page.getByText('Rôles autorisés : Administrateur.').count()).toBe(1);
    expect(outboxCalls).toEqual([]);
    await context.close();
  });
});
