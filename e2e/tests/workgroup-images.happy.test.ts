import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, apiToken, uniqueWord } from '../support/api.ts';
import { appUrl, expectAccessible, launchBrowser, POLL } from '../support/browser.ts';
import { providerSession, type SessionState, signedInPage } from '../support/session.ts';
import { createWorkgroup, uniqueGroupCode } from '../support/workgroups.ts';

// The group form's logo and banner (issue 22 §2): chosen in the form, uploaded to POST /v1/images at
// once, their ids saved with the group. Each test creates its own group.
let browser: Browser;
let moderator: SessionState;

beforeAll(async () => {
  browser = await launchBrowser();
  moderator = await providerSession(browser, 'moderator@vetbo.test');
});

afterAll(async () => {
  await browser?.close();
});

/** A real 8 × 6 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR4nGMQyYvCihgGUgIACeopQezJccMAAAAASUVORK5CYII=',
  'base64',
);
/** A small but real PDF. */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

interface SavedGroup {
  logoId: number | null;
  bannerId: number | null;
}

const readGroup = async (id: number) =>
  (
    await api<{ data: SavedGroup }>(
      await apiToken('moderator@vetbo.test'),
      'GET',
      `/v1/veterinary_groups/${id}`,
    )
  ).data;
const readImage = async (id: number) =>
  (
    await api<{ data: { name: string; veterinaryGroupId: number | null } }>(
      await apiToken('moderator@vetbo.test'),
      'GET',
      `/v1/images/${id}`,
    )
  ).data;

/** Counts the uploads the page sends. */
function countUploads(page: Page) {
  const counter = { uploads: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/images') counter.uploads += 1;
  });
  return counter;
}

/** The thumbnail an image field shows once its image is uploaded and read back. */
async function waitForPreview(page: Page, field: string) {
  const preview = page.getByRole('img', { name: `Aperçu : ${field}` });
  await preview.waitFor();
  await page.waitForFunction(
    (name) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="Aperçu\u00a0: ${name}"]`);
      return Boolean(img?.src.startsWith('data:image/webp;base64,') && img.naturalWidth > 0);
    },
    field,
    POLL,
  );
}

describe.concurrent('[WORKGROUP IMAGES] a moderator sets a group’s logo and banner in its form', () => {
  it('sets a logo and a banner, refuses an image over 5 MB before sending, and shows the logo', async ({
    expect,
  }) => {
    const group = await createWorkgroup({ entitled: `Groupe ${uniqueWord('Logo')}` });
    const { context, page } = await signedInPage(browser, moderator);
    page.setDefaultTimeout(30_000);
    const sent = countUploads(page);
    await page.goto(`${appUrl()}/workgroups/${group.id}`);
    await page.getByRole('heading', { level: 1, name: group.entitled }).waitFor();
    await page.getByRole('button', { name: 'Modifier' }).click();
    const drawer = page.getByRole('dialog', { name: 'Modifier le groupe de travail' });
    await drawer.waitFor();
    const logo = drawer.getByRole('group', { name: 'Logo' });
    const banner = drawer.getByRole('group', { name: 'Bannière' });
    await logo.getByText('Aucune image').waitFor();
    expect(await logo.getByRole('button', { name: /Retirer/ }).count()).toBe(0);

    // 6 MB made in the page (sending them through the browser protocol is slow on a busy machine).
    await logo.locator('input[type="file"]').evaluate((input: HTMLInputElement) => {
      const transfer = new DataTransfer();
      const bytes = new Uint8Array(6 * 1024 * 1024).fill(0x25);
      transfer.items.add(new File([bytes], 'logo-immense.png', { type: 'image/png' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect
      .poll(() => logo.getByText("L'image dépasse la taille maximale de 5 Mo").isVisible(), POLL)
      .toBe(true);
    expect(sent.uploads).toBe(0);

    await logo
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo-groupe.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await waitForPreview(page, 'Logo');
    expect(await logo.getByText("L'image dépasse la taille maximale de 5 Mo").count()).toBe(0);
    await banner
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bannière-groupe.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await waitForPreview(page, 'Bannière');
    expect(sent.uploads).toBe(2);
    expect(await logo.getByRole('button', { name: "Retirer l'image : Logo" }).isVisible()).toBe(true);
    await expectAccessible(page);

    await drawer.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);
    const saved = await readGroup(group.id);
    expect(saved.logoId).toEqual(expect.any(Number));
    expect(saved.bannerId).toEqual(expect.any(Number));
    expect(saved.bannerId).not.toBe(saved.logoId);
    // The group exists: its images belong to it.
    expect(await readImage(saved.logoId as number)).toMatchObject({
      name: 'logo-groupe.png',
      veterinaryGroupId: group.id,
    });

    // The Informations tab shows the logo (and the banner), read with the token as data: URLs.
    const shown = page.getByRole('img', { name: `Logo du groupe ${group.entitled}` });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth), POLL)
      .toBeGreaterThan(0);
    await page.getByRole('img', { name: `Bannière du groupe ${group.entitled}` }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('creates a group with a logo, a banner chosen then removed, a PDF refused before sending', async ({
    expect,
  }) => {
    const { context, page } = await signedInPage(browser, moderator);
    page.setDefaultTimeout(30_000);
    const sent = countUploads(page);
    await page.goto(`${appUrl()}/workgroups/new`);
    const drawer = page.getByRole('dialog', { name: 'Nouveau groupe de travail' });
    await drawer.waitFor();
    const entitled = `Groupe ${uniqueWord('Création')}`;
    await drawer.locator('input[name="groupCode"]').fill(uniqueGroupCode());
    await drawer.locator('input[name="entitled"]').fill(entitled);
    await drawer.getByLabel('Icône').fill('paw');
    const logo = drawer.getByRole('group', { name: 'Logo' });
    const banner = drawer.getByRole('group', { name: 'Bannière' });

    await logo
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
    await logo.getByText('Seules les images PNG, JPEG, WebP ou GIF sont acceptées').waitFor();
    expect(sent.uploads).toBe(0);
    await logo
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo-nouveau.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await waitForPreview(page, 'Logo');
    await banner
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bannière-retirée.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await waitForPreview(page, 'Bannière');
    await banner.getByRole('button', { name: "Retirer l'image : Bannière" }).click();
    await banner.getByText('Aucune image').waitFor();
    expect(sent.uploads).toBe(2);

    await drawer.getByRole('button', { name: 'Créer le groupe' }).click();
    await page.waitForURL(/\/workgroups\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: entitled }).waitFor();
    await page.getByRole('img', { name: `Logo du groupe ${entitled}` }).waitFor();
    expect(await page.getByText('paw', { exact: true }).isVisible()).toBe(true);
    const saved = await readGroup(id);
    expect(saved.bannerId).toBeNull();
    // Uploaded before the group existed: the image stands alone, the group points at it.
    expect(await readImage(saved.logoId as number)).toMatchObject({
      name: 'logo-nouveau.png',
      veterinaryGroupId: null,
    });
    await context.close();
  });
});
