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
      expect(await panel.innerText()).toContain(
        'Rôles qui le peuvent : Administrateur, Responsable, Modérateur.',
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
});
