import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, signedInPage } from '../support/session.ts';

// Issue 22 §1: a 403 that still arrives (the role changed while a form was open) opens the "forbidden"
// side panel (spec §2.10), which says what is not allowed and who may, and nothing typed is lost: the
// page does not reload under a form holding unsaved input.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('[PERMISSIONS] a refusal that arrives anyway keeps what was typed', () => {
  it('opens the forbidden panel with who may, and keeps the form as typed, when the role changed meanwhile', async ({
    expect,
  }) => {
    const admin = await apiToken('admin@vetbo.test');
    const managerToken = await apiToken('manager@vetbo.test');
    const manager = await api<{ data: { id: number } }>(managerToken, 'GET', '/v1/me');
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Refus')}` });
    const session = await providerSession(browser, 'manager@vetbo.test');
    const { context, page } = await signedInPage(browser, session);
    try {
      await page.goto(`${appUrl()}/establishments/${created.id}`);
      await page.getByRole('button', { name: 'Modifier', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: "Modifier l'établissement" });
      await drawer.waitFor();
      await drawer.locator('input[name="name"]').fill('Nom tapé avant le refus');
      // Meanwhile an ADMIN makes the manager an accountant, who may not change establishments.
      await api(admin, 'PUT', `/v1/users/${manager.data.id}/role`, { staffRole: 'ACCOUNTANT' });
      // The server reads the role again within 2 s (its cache of the signed-in user).
      const panel = page.getByRole('dialog', { name: 'Action non autorisée' });
      await expect
        .poll(async () => {
          if (!(await panel.isVisible())) await drawer.getByRole('button', { name: 'Enregistrer' }).click();
          return panel.isVisible();
        }, POLL)
        .toBe(true);
      await expect
        .poll(() => panel.innerText(), POLL)
        .toContain('Votre rôle (Comptable) ne permet pas de modifier les établissements.');
      expect(await panel.innerText()).toMatch(
        /Rôles qui le peuvent\s: Administrateur, Responsable, Modérateur\./u,
      );
      await expectAccessible(page);
      await panel.getByRole('button', { name: 'Compris' }).click();
      await expect.poll(() => panel.isVisible(), POLL).toBe(false);
      expect(await drawer.locator('input[name="name"]').inputValue()).toBe('Nom tapé avant le refus');
      const stored = await api<{ data: { name: string } }>(
        admin,
        'GET',
        `/v1/veterinary_establishments/${created.id}`,
      );
      expect(stored.data.name).toBe(created.name);
    } finally {
      await api(admin, 'PUT', `/v1/users/${manager.data.id}/role`, { staffRole: 'MANAGER' });
      await context.close();
    }
  });

  it('reloads the page once, with no panel, when a read is refused and no form holds unsaved input (spec §8)', async ({
    expect,
  }) => {
    const admin = await apiToken('admin@vetbo.test');
    const managerToken = await apiToken('manager@vetbo.test');
    const manager = await api<{ data: { id: number } }>(managerToken, 'GET', '/v1/me');
    // As an accountant, the manager reads the bank files (only their writers do).
    await api(admin, 'PUT', `/v1/users/${manager.data.id}/role`, { staffRole: 'ACCOUNTANT' });
    const session = await providerSession(browser, 'manager@vetbo.test');
    const { context, page } = await signedInPage(browser, session);
    try {
      await page.goto(`${appUrl()}/overview/billing/fichiers-xml/prelevements`);
      await page.getByRole('heading', { level: 1, name: 'Fichiers de prélèvements' }).waitFor();
      await page.evaluate(() => {
        (window as unknown as { beforeReload: boolean }).beforeReload = true;
      });
      // Back to a manager meanwhile, who may not read them: the list's next load is refused (403).
      await api(admin, 'PUT', `/v1/users/${manager.data.id}/role`, { staffRole: 'MANAGER' });
      // The list is loaded again when the window gets the focus back (after the server's 2 s role cache).
      await expect
        .poll(async () => {
          const same = await page
            .evaluate(() => {
              const marked = (window as unknown as { beforeReload?: boolean }).beforeReload === true;
              if (marked) window.dispatchEvent(new Event('visibilitychange'));
              return marked;
            })
            .catch(() => true); // the page is reloading right now
          return same;
        }, POLL)
        .toBe(false);
      // The reloaded page reads the new role: the screen says who may open it; no side panel, nothing lost.
      await page.getByRole('heading', { name: 'Accès non autorisé' }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Action non autorisée' }).count()).toBe(0);
      await expectAccessible(page);
    } finally {
      await api(admin, 'PUT', `/v1/users/${manager.data.id}/role`, { staffRole: 'MANAGER' });
      await context.close();
    }
  });
});
