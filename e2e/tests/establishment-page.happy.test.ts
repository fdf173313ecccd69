import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, createEstablishment, oneAtATime, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';

// The establishment page's tabs (spec §2.6), its conditional edit, its files and its activities panel.
// Every test creates the data it reads or changes through the API, so any test runs alone.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

const moderatorToken = () => apiToken('moderator@vetbo.test');

/** A real 8 × 6 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR4nGMQyYvCihgGUgIACeopQezJccMAAAAASUVORK5CYII=',
  'base64',
);
/** A small but real PDF. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A signed-in page; the machine is shared while the suite runs, so the first load may take a while. */
async function openPage() {
  const opened = await signedInPage(browser, moderator);
  opened.page.setDefaultTimeout(30_000);
  return opened;
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).innerText();

async function createWorkgroup(): Promise<{ id: number; groupCode: string; entitled: string }> {
  const token = await moderatorToken();
  const groupCode = `GRP${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const { data } = await oneAtATime(() =>
    api<{ data: { id: number; groupCode: string; entitled: string } }>(
      token,
      'POST',
      '/v1/veterinary_groups',
      {
        entitled: `Groupe ${uniqueWord('Reseau')}`,
        groupCode,
      },
    ),
  );
  return data;
}

describe.concurrent('[ESTABLISHMENT PAGE] the tabs of an establishment', { timeout: 240_000 }, () => {
  it('opens each tab through its spec path, keeps it in the URL, and every tab passes axe', async ({
    expect,
  }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Onglets')}` });
    const { context, page } = await openPage();
    const built = [
      ['information', 'Informations', undefined],
      ['network', 'Réseau', 'network'],
      ['pictures', 'Photos', 'pictures'],
      ['documents', 'Documents', 'documents'],
    ] as const;
    for (const [path, label, tab] of built) {
      await page.goto(`${appUrl()}/establishments/${created.id}/${path}`);
      await page.getByRole('heading', { level: 1, name: created.name }).waitFor();
      await expect.poll(() => selectedTab(page), POLL).toBe(label);
      if (tab) await expect.poll(() => new URL(page.url()).searchParams.get('tab'), POLL).toBe(tab);
      else expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
      expect(new URL(page.url()).pathname).toBe(`/establishments/${created.id}`);
      await page.getByRole('tabpanel').waitFor();
      await expectAccessible(page);
    }
    await context.close();
  });

  it('opens each tab from its spec path, and the history tab by a click', async ({ expect }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Onglets')}` });
    const { context, page } = await openPage();
    // Every tab is built now: the clients' path opens the Clients tab (issue 22).
    await page.goto(`${appUrl()}/establishments/${created.id}/clients`);
    await page.getByRole('heading', { level: 1, name: created.name }).waitFor();
    await expect.poll(() => selectedTab(page), POLL).toBe('Clients');
    expect(await page.getByRole('tab', { name: /Clients/ }).isDisabled()).toBe(false);
    // The services are built: their path opens their tab, and services/prestations the deliveries'.
    await page.goto(`${appUrl()}/establishments/${created.id}/services`);
    await expect.poll(() => selectedTab(page), POLL).toBe('Services');
    await page.goto(`${appUrl()}/establishments/${created.id}/services/prestations`);
    await expect.poll(() => selectedTab(page), POLL).toBe('Prestations');
    // The team is built: its path opens its tab.
    await page.goto(`${appUrl()}/establishments/${created.id}/team`);
    await expect.poll(() => selectedTab(page), POLL).toBe('Équipe');
    // The central accounts are built: their path opens their tab.
    await page.goto(`${appUrl()}/establishments/${created.id}/warehouses`);
    await expect.poll(() => selectedTab(page), POLL).toBe('Centrales');
    expect(await page.getByRole('tab', { name: /Horaires d'ouverture/ }).isDisabled()).toBe(false);
    // The history tab, by a click; a reload comes back to it; an unknown path is not found.
    await page.getByRole('tab', { name: 'Historique' }).click();
    await page.waitForURL(/tab=history/);
    await page.reload();
    await expect.poll(() => selectedTab(page), POLL).toBe('Historique');
    await expect
      .poll(() => page.getByRole('cell', { name: 'Création' }).first().isVisible(), POLL)
      .toBe(true);
    await expectAccessible(page);
    await page.goto(`${appUrl()}/establishments/${created.id}/nimportequoi`);
    await page
      .getByText(/introuvable|could not be found/i)
      .first()
      .waitFor();
    await context.close();
  });

  it('lists in the Réseau tab a membership made through the API, with its links', async ({ expect }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Reseau')}` });
    const group = await createWorkgroup();
    const { data: membership } = await api<{ data: { id: number } }>(
      await moderatorToken(),
      'POST',
      '/v1/veterinary_establishment_members',
      {
        veterinaryEstablishmentId: created.id,
        veterinaryGroupId: group.id,
        joinDate: '2024-01-15',
        leaveDate: '2025-06-30',
        leaveReason: 'Fin du contrat',
        accountingCode: 'ADH042',
      },
    );
    const { context, page } = await openPage();
    await page.goto(`${appUrl()}/establishments/${created.id}/network`);
    const link = page.getByRole('link', { name: `${group.groupCode} — ${group.entitled}` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/workgroups/${group.id}`);
    const row = page.getByRole('row').filter({ has: link });
    expect(await row.innerText()).toContain('15/01/2024');
    expect(await row.innerText()).toContain('30/06/2025');
    expect(await row.innerText()).toContain('Fin du contrat');
    expect(await row.innerText()).toContain('ADH042');
    expect(
      await row.getByRole('link', { name: `Voir l'adhésion ${group.groupCode}` }).getAttribute('href'),
    ).toBe(`/members/${membership.id}`);
    await expectAccessible(page);
    await context.close();
  });

  it('uploads a picture, shows its thumbnail and opens it; refuses a non-image before sending', async ({
    expect,
  }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Photo')}` });
    const { context, page } = await openPage();
    await page.goto(`${appUrl()}/establishments/${created.id}?tab=pictures`);
    await page.getByText('Aucune photo').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ajouter une photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une photo' });
    await dialog.waitFor();
    const input = dialog.locator('input[type="file"]');
    // Checked in the browser: a PDF is not an image.
    await input.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await dialog.getByText('Seules les images PNG, JPEG, WebP ou GIF sont acceptées').waitFor();
    await input.setInputFiles({ name: 'façade.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    const thumbnail = page.getByTestId('image-thumbnail');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect(await thumbnail.getAttribute('alt')).toBe('façade.png');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL)
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Agrandir la photo façade.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'façade.png' });
    const full = viewer.getByRole('img', { name: 'façade.png' });
    await full.waitFor();
    expect(await full.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL).toBe(8);
    await expectAccessible(page);
    await context.close();
  });

  it('uploads a document and downloads it under its name with the same bytes', async ({ expect }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Document')}` });
    const { context, page } = await openPage();
    await page.goto(`${appUrl()}/establishments/${created.id}/documents`);
    await page.getByText('Aucun document').waitFor();
    await page.getByRole('button', { name: 'Ajouter un document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
    await dialog.getByLabel('Titre').fill('Contrat de prestation');
    const name = 'Contrat signé — été 2026.pdf';
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    const row = page.getByRole('row').filter({ hasText: 'Contrat de prestation' });
    await row.waitFor();
    expect(await row.innerText()).toContain(name);
    expect(await row.innerText()).toContain('PDF');
    expect(await row.innerText()).toContain(`${PDF_BYTES.length} o`);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Télécharger ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    const path = await download.path();
    expect(Buffer.compare(await readFile(path), PDF_BYTES)).toBe(0);
    await context.close();
  });

  it('adds an activity in the side panel, refuses shares over 100 %, and shows it in the history', async ({
    expect,
  }) => {
    const created = await createEstablishment({ name: `Clinique ${uniqueWord('Activite')}` });
    await api(await moderatorToken(), 'POST', '/v1/veterinary_establishment_activities', {
      veterinaryEstablishmentId: created.id,
      activity: 'CANINE',
      share: 70,
    });
    const { context, page } = await openPage();
    await page.goto(`${appUrl()}/establishments/${created.id}`);
    const section = page.getByTestId('establishment-activities');
    await section.waitFor();
    expect(await section.innerText()).toContain('Canine');
    expect(await section.innerText()).toContain('70 %');
    await page.getByRole('button', { name: 'Modifier les activités' }).click();
    const drawer = page.getByRole('dialog', { name: "Activités de l'établissement" });
    await drawer.waitFor();
    await expectAccessible(page);
    await drawer.getByLabel('Nouvelle activité').click();
    // An activity already declared is not offered.
    expect(await page.getByRole('option', { name: 'Canine' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Équine' }).click();
    await drawer.getByLabel('Part (%)').fill('40');
    await drawer.getByRole('button', { name: 'Enregistrer les parts' }).click();
    await drawer.getByText('La somme des parts ne peut pas dépasser 100 % (elle serait de 110 %).').waitFor();
    await drawer.getByLabel("Part de l'activité Canine (%)").fill('60');
    await drawer.getByRole('button', { name: 'Enregistrer les parts' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    await expect.poll(() => section.innerText(), POLL).toContain('Équine');
    expect(await section.innerText()).toContain('40 %');
    expect(await section.innerText()).toContain('60 %');
    expect(await section.innerText()).toMatch(/Total des parts\s: 100\s%/u);
    await page.getByRole('tab', { name: 'Historique' }).click();
    const activityRow = page.getByRole('row').filter({ hasText: 'EQUINE' });
    await activityRow.waitFor();
    expect(await activityRow.innerText()).toContain('Activité');
    expect(await activityRow.innerText()).toContain('Création');
    await expect
      .poll(
        () => page.getByRole('row').filter({ hasText: 'share' }).filter({ hasText: '70 → 60' }).count(),
        POLL,
      )
      .toBe(1);
    await expectAccessible(page);
    await context.close();
  });
});
