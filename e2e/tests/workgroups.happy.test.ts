import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createEstablishment, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { createMembership, createWorkgroup, patchMembership, patchWorkgroup } from '../support/workgroups.ts';

// Each test opens its own context and creates the data it needs through the API (unique codes and
// names), so the tests run side by side and in any order.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('[WORKGROUPS] a moderator manages workgroups in the browser', () => {
  it('lists, filters and opens workgroups (accessible list and detail)', async ({ expect }) => {
    const group = await createWorkgroup();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/workgroups`);
    await page.getByRole('heading', { level: 1, name: 'Groupes de travail' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await expectAccessible(page);
    // The sidebar's entry leads here and is the active one.
    expect(
      await page.getByRole('link', { name: 'Groupes de travail' }).first().getAttribute('href'),
    ).toContain('/overview/workgroups');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(group.groupCode);
    await page.waitForURL(/q=GRP/);
    await expect.poll(() => page.locator('tbody tr').count(), POLL).toBe(1);
    expect(await page.locator('tbody tr').innerText()).toContain('Actif');
    // The status filter goes to the URL too: a new group is enabled, so "Désactivé" hides it.
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Désactivé' }).click();
    await page.waitForURL(/status=DISABLED/);
    await expect.poll(() => page.getByText('Aucun groupe de travail').isVisible(), POLL).toBe(true);
    await page.goto(`${appUrl()}/overview/workgroups?q=${group.groupCode}`);
    await page.getByRole('link', { name: group.entitled }).click();
    await page.waitForURL(new RegExp(`/workgroups/${group.id}$`));
    await page.getByRole('heading', { level: 1, name: group.entitled }).waitFor();
    // No legal structure: the page says no invoice can be made in the group's name.
    expect(await page.getByText('aucune facture ne peut être émise à son nom').isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });

  it('adds an establishment, refuses an overlapping membership, ends it and removes it', async ({
    expect,
  }) => {
    const group = await createWorkgroup();
    const establishment = await createEstablishment({ name: `Clinique ${uniqueWord('Membre')}` });
    const { context, page } = await signedInPage(browser, moderator);
    // The spec's path of the tab (§2.6) opens the page on it.
    await page.goto(`${appUrl()}/workgroups/${group.id}/establishments`);
    await page.waitForURL(/tab=establishments/);
    await expect.poll(() => page.getByText('Aucun établissement membre').isVisible(), POLL).toBe(true);

    const add = async () => {
      await page.getByRole('button', { name: 'Ajouter un établissement' }).click();
      const drawer = page.getByRole('dialog', { name: 'Ajouter un établissement' });
      await drawer.waitFor();
      await drawer
        .locator('input[data-field="veterinaryEstablishmentId"]')
        .fill(establishment.privilegedCode);
      await page.getByRole('option', { name: new RegExp(establishment.privilegedCode) }).click();
      // Days are typed the French way whatever the browser's language (spec §9).
      const joinDate = drawer.locator('input[name="joinDate"]');
      expect(await joinDate.getAttribute('placeholder')).toBe('jj/mm/aaaa');
      await joinDate.fill('15/01/2024');
      await drawer.locator('input[name="accountingCode"]').fill('GRP123');
      await drawer.getByRole('button', { name: 'Ajouter', exact: true }).click();
      return drawer;
    };

    const drawer = await add();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    const row = page.locator('tbody tr', { hasText: establishment.name });
    await expect.poll(() => row.innerText(), POLL).toContain(establishment.privilegedCode);
    expect(await row.innerText()).toContain('15/01/2024');
    expect(
      await row.getByRole('link', { name: establishment.name, exact: true }).getAttribute('href'),
    ).toContain(`/establishments/${establishment.id}`);
    await expectAccessible(page);

    // The same establishment again over the same period: a 409, said clearly.
    const again = await add();
    await expect
      .poll(
        () =>
          again
            .getByText('Cet établissement est déjà membre de ce groupe sur cette période')
            .first()
            .isVisible(),
        POLL,
      )
      .toBe(true);
    expect(await again.getByText('Adhésion en conflit').isVisible()).toBe(true);
    await again.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('button', { name: 'Abandonner' }).click();
    await expect.poll(() => again.isVisible(), POLL).toBe(false);

    // End it: a leave date before the join date is refused on the field, then a valid one is kept.
    await row.getByRole('button', { name: `Terminer l'adhésion de ${establishment.name}` }).click();
    const end = page.getByRole('dialog', { name: "Terminer l'adhésion" });
    await end.waitFor();
    await end.locator('input[name="leaveDate"]').fill('2024-01-10');
    await end.getByRole('button', { name: "Terminer l'adhésion" }).click();
    await expect
      .poll(
        () => end.getByText("La date de sortie doit être postérieure à la date d'entrée").isVisible(),
        POLL,
      )
      .toBe(true);
    await end.locator('input[name="leaveDate"]').fill('2024-06-30');
    await end.locator('textarea[name="leaveReason"]').fill('Rachat par un autre réseau');
    await end.getByRole('button', { name: "Terminer l'adhésion" }).click();
    await expect.poll(() => end.isVisible(), POLL).toBe(false);
    await expect.poll(() => row.innerText(), POLL).toContain('30/06/2024');
    expect(await row.innerText()).toContain('Rachat par un autre réseau');
    // The state badge is written in capitals by its style.
    expect((await row.innerText()).toLowerCase()).toContain('terminée');

    // Remove it, after the confirmation.
    await row.getByRole('button', { name: `Retirer ${establishment.name} du groupe` }).click();
    const confirm = page.getByRole('dialog', { name: "Retirer l'établissement du groupe ?" });
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Retirer' }).click();
    await expect.poll(() => page.getByText('Aucun établissement membre').isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('uploads a document, refuses one over 10 MB before sending, downloads it under its name', async ({
    expect,
  }) => {
    const group = await createWorkgroup();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/workgroups/${group.id}/documents`);
    await page.waitForURL(/tab=documents/);
    await expect.poll(() => page.getByText('Aucun document').isVisible(), POLL).toBe(true);
    await expectAccessible(page);
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v1/documents')) uploads += 1;
    });
    // The establishments' documents panel, shared: a dialog with the title and the file.
    await page.getByRole('button', { name: 'Ajouter un document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
    const fileInput = dialog.locator('input[type="file"]');
    // 11 MB made in the page (sending them through the browser protocol is slow on a busy machine).
    await fileInput.evaluate((input: HTMLInputElement) => {
      const transfer = new DataTransfer();
      const bytes = new Uint8Array(11 * 1024 * 1024).fill(0x25);
      transfer.items.add(new File([bytes], 'trop-gros.pdf', { type: 'application/pdf' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect
      .poll(() => dialog.getByText('Le fichier dépasse la taille maximale de 10 Mo').isVisible(), POLL)
      .toBe(true);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    expect(uploads).toBe(0);

    const name = `Procès-verbal ${uniqueWord('AG')}.txt`;
    const content = 'Assemblée générale du groupe\nPoint 1 : adhésions\n';
    await fileInput.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content, 'utf8') });
    await dialog.getByLabel('Titre').fill('PV de l’AG');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    const row = page.locator('tbody tr', { hasText: name });
    await expect.poll(() => row.innerText(), POLL).toContain('PV de l’AG');
    expect(uploads).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Télécharger ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(content);
    await context.close();
  });

  it('shows the change in the Historique tab', async ({ expect }) => {
    const group = await createWorkgroup({ entitled: `Avant ${uniqueWord('Nom')}` });
    await patchWorkgroup(group.id, { entitled: 'Après le changement' });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/workgroups/${group.id}`);
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.waitForURL(/tab=history/);
    const row = page.locator('tbody tr', { hasText: 'entitled' });
    await expect
      .poll(() => row.first().innerText(), POLL)
      .toContain(`${group.entitled} → Après le changement`);
    expect(await row.first().innerText()).toContain('Modification');
    await expectAccessible(page);
    await context.close();
  });

  it('opens a membership page and edits it (accessible)', async ({ expect }) => {
    const group = await createWorkgroup();
    const establishment = await createEstablishment({ name: `Clinique ${uniqueWord('Fiche')}` });
    const membership = await createMembership({
      veterinaryGroupId: group.id,
      veterinaryEstablishmentId: establishment.id,
      joinDate: '2023-09-01',
      tags: ['Canine'],
    });
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/workgroups/${group.id}?tab=establishments`);
    await page.getByRole('link', { name: `Voir l'adhésion de ${establishment.name}` }).click();
    await page.waitForURL(new RegExp(`/members/${membership.id}$`));
    await page.getByRole('heading', { level: 1, name: new RegExp(establishment.name) }).waitFor();
    expect(await page.getByText('01/09/2023').isVisible()).toBe(true);
    expect(await page.getByText('Canine', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Modifier' }).click();
    const drawer = page.getByRole('dialog', { name: "Modifier l'adhésion" });
    await drawer.waitFor();
    // Changed elsewhere meanwhile: the edit is refused (412), then made on the current version.
    await patchMembership(membership.id, { leaveReason: 'Changé ailleurs' });
    await drawer.locator('input[name="accountingCode"]').fill('CLI456');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(
        () =>
          drawer
            .getByText("Quelqu'un d'autre a modifié cette adhésion. Rechargez-la avant d'enregistrer.")
            .isVisible(),
        POLL,
      )
      .toBe(true);
    await drawer.getByRole('button', { name: 'Recharger' }).click();
    await expect
      .poll(() => drawer.locator('textarea[name="leaveReason"]').inputValue(), POLL)
      .toBe('Changé ailleurs');
    await drawer.locator('input[name="accountingCode"]').fill('CLI456');
    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => page.getByText('CLI456', { exact: true }).isVisible(), POLL).toBe(true);
    await context.close();
  });

  it('finds a workgroup in the quick search from a GRP code and opens it', async ({ expect }) => {
    const group = await createWorkgroup();
    const { context, page } = await signedInPage(browser, moderator);
    await page.goto(`${appUrl()}/overview/establishments`);
    await page.getByPlaceholder('Rechercher un code, un nom, un e-mail…').fill(group.groupCode);
    // A term starting with GRP selects the workgroups tab by itself.
    await expect
      .poll(() => page.getByRole('tab', { name: 'Groupes de travail' }).getAttribute('aria-selected'), POLL)
      .toBe('true');
    const hit = page
      .getByRole('list', { name: 'Groupes de travail' })
      .getByRole('link', { name: new RegExp(group.entitled) });
    await hit.click();
    await page.getByRole('heading', { level: 1, name: group.entitled }).waitFor();
    expect(page.url()).toContain(`/workgroups/${group.id}`);
    await context.close();
  });
});
